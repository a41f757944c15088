/** Pieces of the zod definition several levels share: texts, roles, conditions, choices, endpoints. */
import { z } from 'zod';

export const text = (description: string) => z.string().describe(description);

export const i18nText = (description: string) => text(`${description} (i18n key or plain text)`);

export const roleList = (description: string) => z.array(z.string()).readonly().describe(description);

const negation = z.boolean().optional().describe('true: the condition holds when the test fails');
const conditionField = text('Source of the field of the record the condition reads');

export const conditionSchema = z
  .union([
    z.strictObject({ field: conditionField, equals: z.unknown().describe('Holds when the value equals this'), not: negation }),
    z.strictObject({ field: conditionField, in: z.array(z.unknown()).readonly().describe('Holds when the value is one of these'), not: negation }),
    z.strictObject({ field: conditionField, notEmpty: z.literal(true).describe('Holds when the value is not empty'), not: negation }),
  ])
  .meta({ id: 'Condition', description: 'A condition on the record being shown or edited' });

export const choiceSchema = z
  .strictObject({
    id: z.union([z.string(), z.number()]).describe('The stored value'),
    name: i18nText('What the option shows'),
    color: z.enum(['success', 'info', 'danger', 'warning', 'default']).optional().describe('Badge colour for status fields and badge cells'),
    visibleWhen: conditionSchema.optional().describe('Offered in the form only when the record being edited matches'),
  })
  .meta({ id: 'Choice', description: 'An option of a select or status field' });

export const endpointSchema = z
  .strictObject({
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).describe('HTTP method'),
    path: text('Path under the API base; {id} is replaced by the record id'),
    body: text('Name of a registered body mapper (default: the record as it is)').optional(),
    idOf: text('Name of a registered id reader: where the id of a created record is in the answer').optional(),
  })
  .meta({ id: 'Endpoint', description: 'One call of the API' });
