/**
 * Keys only the embedded server's REST convention can enforce, in a file with its own `endpoints`
 * (parse.ts knows which files those are):
 * - refused (an error): what needs the convention's own routes: `bulkEdit` (POST /<name>/_bulk),
 *   `import` (/_import), `trash` (the Trash routes) and `update` actions (/_actions/<name>);
 * - reported (a warning): rules the console still shows but only a server can hold: `owner`,
 *   `access` and field `roles`. The server behind the endpoints must enforce them itself.
 */
import type { ResourceFile } from '../format/resourceFile';
import type { ProblemList } from './problems';

type FileField = ResourceFile['fields'][number];

/** The `roles` keys of the fields, sub-fields included: 'fields.secret.roles'. */
function fieldRoleKeys(fields: readonly FileField[], prefix = 'fields.'): string[] {
  return fields.flatMap((field) => [
    ...(field.roles ? [`${prefix}${field.source}.roles`] : []),
    ...(Array.isArray(field.fields) ? fieldRoleKeys(field.fields as FileField[], `${prefix}${field.source}.fields.`) : []),
  ]);
}

export function checkConventionKeys(file: ResourceFile, problems: ProblemList): void {
  if (file.bulkEdit) problems.add('bulkEdit', 'batchNeedsConvention', { name: 'bulkEdit' });
  if (file.import) problems.add('import', 'batchNeedsConvention', { name: 'import' });
  if (file.trash) problems.add('trash', 'batchNeedsConvention', { name: 'trash' });
  (file.actions ?? []).forEach((action, index) => {
    if (action.effect.kind === 'update') problems.add(`actions.${action.name || index}.effect`, 'batchNeedsConvention', { name: 'effect kind update' });
  });
  const consoleOnly = [...(file.owner ? ['owner'] : []), ...(file.access ? ['access'] : []), ...fieldRoleKeys(file.fields)];
  if (consoleOnly.length > 0) problems.add(consoleOnly[0], 'consoleOnlyKeys', { keys: consoleOnly.join(', ') });
}
