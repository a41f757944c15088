/** The zod definition of an action of a resource file and of its effect. */
import { z } from 'zod';
import { conditionSchema, endpointSchema, i18nText, roleList, text } from './common';

export const effectSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('link'), to: text('Where to go; {field} placeholders take the record\'s values') }),
    z.strictObject({
      kind: z.literal('api'),
      endpoint: endpointSchema.describe('The call ({id} / {field} in the path); the body is the record unless endpoint.body names a mapper'),
      refresh: z.boolean().optional().describe('Reload the list afterwards'),
    }),
    z.strictObject({ kind: z.literal('dialog'), dialog: text('A dialog registered by name (src/crud/actions/registry.ts)') }),
    z.strictObject({
      kind: z.literal('update'),
      set: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown()).readonly(), z.record(z.string(), z.unknown())]))
        .describe('The values the server sets on the record, by field source: run at POST /api/<name>/<id>/_actions/<action> (bulk: /api/<name>/_actions/<action> with { ids }), with every rule of an edit'),
    }),
    z.strictObject({
      kind: z.literal('handler'),
      handler: text('A handler registered by name (src/crud/actions/registry.ts)'),
      args: z.record(z.string(), z.unknown()).optional().describe("The handler's arguments"),
    }),
  ])
  .meta({ id: 'Effect', description: 'What the action does' });

export const actionSchema = z
  .strictObject({
    name: text('Unique name of the action in the resource'),
    label: i18nText('Text of the button'),
    placement: z.enum(['row', 'toolbar', 'bulk']).describe('Per row, in the toolbar, or on the selected rows'),
    effect: effectSchema,
    confirm: i18nText('Asks this first').optional(),
    success: i18nText('Notice after it worked').optional(),
    successTitle: i18nText('Title of the success notice').optional(),
    failure: i18nText('Notice when it failed; gets %{message}').optional(),
    visibleWhen: conditionSchema.optional().describe('Row actions: shown only for the rows this matches'),
    roles: roleList('Roles that may run it').optional(),
    color: z.enum(['primary', 'secondary', 'success', 'error', 'info', 'warning', 'inherit']).optional().describe("The button's colour"),
    variant: z.enum(['contained', 'outlined', 'text']).optional().describe("The button's style"),
  })
  .meta({ id: 'Action', description: 'A button of the list: per row, in the toolbar or on the selected rows' });
