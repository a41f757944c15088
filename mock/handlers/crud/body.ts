/**
 * A conventional resource's write body: only the fields that apply in the mode are read (unknown
 * keys, `id` and prototype keys are dropped), each value limited and typed (values.ts), then the
 * schema's rules (src/resources/rules.ts, the forms' rule set) with `unique` looked up in the store.
 * The answer is the same '40001' the hand-written resources give: the first error in English and
 * every field's error.
 */
import { appliesTo, checkRecord, type FieldErrors, type FormMode } from '../../../src/resources/rules';
import type { ResourceSchema } from '../../../src/resources/types';
import type { Body } from '../../parse';
import type { Column } from '../../resources/columns';
import type { ResourceRecords, ResourceRow, ResourceValues } from '../../resources/types';
import { ruleText } from '../../ruleText';
import type { Checked } from '../../validation';
import { coerce } from './values';

export async function checkResourceBody(
  schema: ResourceSchema,
  columns: readonly Column[],
  records: ResourceRecords,
  body: Body,
  mode: FormMode,
  current?: ResourceRow,
): Promise<Checked<ResourceValues>> {
  const written: ResourceValues = {};
  const shapeErrors: FieldErrors = {};
  for (const column of columns) {
    if (!appliesTo(column.field, mode)) continue;
    const sent = Object.prototype.hasOwnProperty.call(body, column.source);
    // An edit keeps what it does not send.
    if (!sent && mode === 'edit') continue;
    const coerced = coerce(column, sent ? body[column.source] : undefined);
    if ('error' in coerced) shapeErrors[column.source] = coerced.error;
    else written[column.source] = coerced.value;
  }
  const values: ResourceValues = { ...(current ?? {}), ...written };

  const taken = new Set<string>();
  for (const column of columns) {
    const value = values[column.source];
    if (!column.field.unique || shapeErrors[column.source] || value === null || value === undefined) continue;
    const holder = await records.findBy(column.source, value);
    if (holder && holder.id !== current?.id) taken.add(column.source);
  }
  const ruleErrors = checkRecord(schema, values, { mode, id: current?.id, isTaken: (source) => taken.has(source) });

  const errors: FieldErrors = {};
  for (const column of columns) {
    const error = shapeErrors[column.source] ?? ruleErrors[column.source];
    if (error) errors[column.source] = { message: error.message, args: error.args ?? {} };
  }
  const first = Object.keys(errors)[0];
  if (first === undefined) return { ok: true, value: written };
  return { ok: false, message: ruleText(first, errors[first]), errors };
}
