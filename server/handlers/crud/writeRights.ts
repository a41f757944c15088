/**
 * Who may set a field of a conventional resource, from the same rules the console reads
 * (src/kernel/access/permissions.ts): field `roles`, `create: false`, `edit: false | 'readonly'`, and
 * the owner field the server fills. Sending back the value a record holds is not a change (the
 * console sends the record it loaded), except for a field the role may not see: it cannot know it.
 */
import { canEditField, canViewField } from '../../../src/kernel/access/permissions';
import type { GrantSchema, Grantee } from '../../../src/kernel/access/grants';
import type { FormMode, RuleError } from '../../../src/kernel/rules/rules';
import type { Column } from '../../resources/columns';
import type { ResourceRow, StoredValue } from '../../resources/resourceStoreTypes';

export interface WriteContext {
  mode: FormMode;
  current?: ResourceRow;
  grantee: Grantee;
  /** Fields a create's presets set (the grants' `presets`): the server's values, whoever may write them. */
  preset?: ReadonlySet<string>;
}

const refusal = (message: string): RuleError => ({ message, args: {} });

/** undefined: the value may be written; 'unchanged': nothing to write; else why not. */
/** Whether two stored values are the same (a json column's by their JSON text). */
const same = (a: StoredValue, b: StoredValue): boolean => a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

export function writeRefusal(schema: GrantSchema, column: Pick<Column, 'source' | 'field'>, value: StoredValue, ctx: WriteContext): RuleError | 'unchanged' | undefined {
  const { field } = column;
  const creating = ctx.mode === 'new';
  // On create an empty value sets nothing: the default or the server's value applies.
  const changes = creating ? value !== null : !same(value, ctx.current?.[column.source] ?? null);
  if (creating && ctx.preset?.has(column.source)) return schema.owner?.field === column.source ? refusal('crud.serverFilled') : undefined;
  if (!creating && !canViewField(schema, field, ctx.grantee)) return refusal('crud.notYours');
  if (!changes) return creating ? undefined : 'unchanged';
  if (schema.owner?.field === column.source) return refusal('crud.serverFilled');
  if (!canEditField(schema, field, ctx.grantee, ctx.mode)) return refusal('crud.notYours');
  if (creating && field.create === false) return refusal('crud.notOnCreate');
  if (!creating && (field.edit === false || field.edit === 'readonly')) return refusal('crud.fixedOnEdit');
  return undefined;
}
