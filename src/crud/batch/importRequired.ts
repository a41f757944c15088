/**
 * The fields a new record cannot do without that no column of the file fills: required (or with
 * rules its default breaks, as an `array` whose default row has an empty required message). The
 * mapping step names them before anything is sent, instead of the server refusing every row on a
 * sub-path the grid never showed.
 */
import { appliesTo, checkRecord } from '../../kernel/rules/rules';
import type { FieldSchema } from '../../kernel/types';
import type { ColumnMapping } from './importMapping';

/** Whether a create without this field breaks its rules: its static default (if any) is checked. */
function neededOnCreate(field: FieldSchema): boolean {
  if (!appliesTo(field, 'new')) return false;
  // A computed default is the form's business (who is signed in, today): taken as valid.
  if (typeof field.defaultValue === 'function') return false;
  const errors = checkRecord({ fields: [field] }, { [field.source]: field.defaultValue }, { mode: 'new' });
  return Object.keys(errors).length > 0;
}

export function missingFields(fields: readonly FieldSchema[], mapping: ColumnMapping): FieldSchema[] {
  const mapped = new Set(mapping.filter((source): source is string => source !== undefined));
  return fields.filter((field) => !mapped.has(field.source) && field.visibleWhen === undefined && neededOnCreate(field));
}
