/**
 * A conventional resource's write body, in the order a refusal is cheapest to explain:
 * 1. its keys: a key that is no field (a typo, `__proto__`) is refused, never dropped;
 * 2. who may set what (writeRights.ts): field roles, `create: false`, `edit: false | 'readonly'`,
 *    the owner field; a value sent back unchanged is not a change;
 * 3. each value in its own JSON type and limits (values.ts);
 * 4. defaults for what a create leaves out, the owner filled in;
 * 4b. the fields' conditions (src/kernel/rules/conditionRules.ts): a value `disabledWhen` keeps
 *    fixed, a choice its `visibleWhen` hides; a field its `visibleWhen` hides is cleared;
 * 5. the schema's rules (src/kernel/rules/rules.ts, the forms' rule set, with each type's value shape
 *    and the sub-fields of `object` / `array` values by path) with `unique` looked up in the store,
 *    then references (one query per referenced resource), then the uploads values name.
 * Refusals are '40001' with every field's error, keyed by path ('steps[2].delay'; the form shows
 * each on its input) and the first in readable English, or '40300' when the role may not set a field.
 */
import { appliesTo, checkRecord, uniqueIgnoresCase, type FieldErrors, type FormMode, type RuleError } from '../../../src/kernel/rules/rules';
import { conditionError, withHiddenCleared } from '../../../src/kernel/rules/conditionRules';
import type { ResourceSchema } from '../../../src/kernel/types';
import type { Body } from '../../parse';
import type { Column } from '../../resources/columns';
import type { ResourceRecords, ResourceRow, ResourceValues, StoredValue } from '../../resources/resourceStoreTypes';
import { ruleText } from '../../ruleText';
import type { Caller } from '../../apiTypes';
import type { Checked } from '../../validation';
import { isSystemField } from '../../resources/versions';
import type { ReferenceCheck } from './references';
import type { UploadCheck } from './uploadValues';
import { coerceExact } from './values';
import { writeRefusal } from './writeRights';
import { grantsOf } from '../../../src/kernel/access/grants';
import { movedOutRefusal } from '../../operations/rowsReach';

export interface BodyContext {
  schema: ResourceSchema;
  columns: readonly Column[];
  records: ResourceRecords;
  user: Caller;
  mode: FormMode;
  /** The stored record an edit changes. */
  current?: ResourceRow;
  references: ReferenceCheck;
  uploads: UploadCheck;
}

/** A refusal that is not about a value: the role may not set a field (40300). */
export type BodyChecked = Checked<ResourceValues> | { ok: false; forbidden: string };

/** Whether a path names a place inside a field's value ('steps[2].delay' inside 'steps'). */
const isInside = (path: string, source: string): boolean => path.length > source.length && path.startsWith(source) && (path[source.length] === '.' || path[source.length] === '[');

const failed = (errors: FieldErrors): BodyChecked => {
  const first = Object.keys(errors)[0];
  return { ok: false, message: ruleText(first, errors[first]), errors };
};

/** Keys of the body that name no field. `id` may name the record an edit changes. */
function unknownKeys(body: Body, columns: readonly Column[], ctx: BodyContext): FieldErrors {
  const known = new Set(columns.map((column) => column.source));
  const errors: Array<[string, RuleError]> = [];
  for (const key of Object.keys(body)) {
    // System fields (_version, ...) are the server's: sent back with a record, never written.
    if (known.has(key) || isSystemField(key)) continue;
    if (key === 'id' && (body.id === undefined || body.id === null || (ctx.current !== undefined && String(body.id) === String(ctx.current.id)))) continue;
    errors.push([key.slice(0, 64), { message: key === 'id' ? 'crud.serverFilled' : 'crud.unknownField', args: {} }]);
  }
  // fromEntries makes own keys: an assignment to `__proto__` would set the object's prototype instead.
  return Object.fromEntries(errors);
}

/** The default of a field a create leaves out, as stored (a default of the wrong type is the schema check's to report). */
function defaultOf(column: Column): StoredValue | undefined {
  const { defaultValue } = column.field;
  if (defaultValue === undefined || typeof defaultValue === 'function') return undefined;
  const coerced = coerceExact(column, defaultValue);
  return 'value' in coerced ? coerced.value : undefined;
}

async function uniqueTaken(ctx: BodyContext, values: ResourceValues, skip: FieldErrors): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const column of ctx.columns) {
    const value = values[column.source];
    if (!column.field.unique || skip[column.source] || value === null || value === undefined || typeof value === 'object') continue;
    const holder = await ctx.records.findBy(column.source, value, { ignoreCase: uniqueIgnoresCase(column.field) });
    if (holder && holder.id !== ctx.current?.id) taken.add(column.source);
  }
  return taken;
}

export async function checkResourceBody(sent: Body, ctx: BodyContext): Promise<BodyChecked> {
  const { schema, columns, mode, current, user } = ctx;
  const grants = grantsOf(schema, user);
  // A create's presets overwrite what was sent: the server's values, checked as any other.
  const presets = mode === 'new' && grants.create !== false ? grants.create.presets : {};
  const preset = new Set(Object.keys(presets));
  const body: Body = preset.size === 0 ? sent : { ...sent, ...presets };
  const unknown = unknownKeys(body, columns, ctx);
  if (Object.keys(unknown).length > 0) return failed(unknown);

  const written: ResourceValues = {};
  const shapeErrors: FieldErrors = {};
  const refused: Array<{ source: string; error: RuleError }> = [];
  for (const column of columns) {
    if (!Object.prototype.hasOwnProperty.call(body, column.source)) continue;
    const coerced = coerceExact(column, body[column.source]);
    if ('error' in coerced) {
      shapeErrors[column.source] = coerced.error;
      continue;
    }
    if ('errors' in coerced) {
      Object.assign(shapeErrors, coerced.errors);
      continue;
    }
    const refusal = writeRefusal(schema, column, coerced.value, { mode, current, grantee: user, preset });
    if (refusal === 'unchanged') continue;
    if (refusal) refused.push({ source: column.source, error: refusal });
    else if (appliesTo(column.field, mode) || schema.owner?.field === column.source) written[column.source] = coerced.value;
  }
  const forbidden = refused.find(({ error }) => error.message === 'crud.notYours');
  if (forbidden) return { ok: false, forbidden: ruleText(forbidden.source, forbidden.error) };
  for (const { source, error } of refused) shapeErrors[source] = error;

  if (mode === 'new') {
    for (const column of columns) {
      if (written[column.source] !== undefined && written[column.source] !== null) continue;
      const fallback = defaultOf(column);
      if (fallback !== undefined) written[column.source] = fallback;
    }
    if (schema.owner) written[schema.owner.field] = user.id;
  }

  // The fields' conditions, on what the body sets (not on the defaults a create fills in).
  const next: ResourceValues = { ...(current ?? {}), ...written };
  for (const column of columns) {
    if (shapeErrors[column.source] || !Object.prototype.hasOwnProperty.call(body, column.source) || !(column.source in written)) continue;
    const error = conditionError(column.field, written[column.source], { mode, current, next });
    if (error) shapeErrors[column.source] = error;
  }
  // A field its visibleWhen hides in the saved record is cleared: nothing is stored that no rule checked.
  const values = withHiddenCleared(schema.fields, next);
  for (const column of columns) if (values[column.source] !== next[column.source]) written[column.source] = values[column.source];

  // Every field's error at once: a value of the wrong shape, else the first rule it breaks.
  const taken = await uniqueTaken(ctx, values, shapeErrors);
  const ruleErrors = checkRecord(schema, values, { mode, id: current?.id, isTaken: (source) => taken.has(source) });
  const errors: FieldErrors = {};
  for (const column of columns) {
    const error = shapeErrors[column.source] ?? ruleErrors[column.source];
    if (error) errors[column.source] = { message: error.message, args: error.args ?? {} };
    // Errors inside its value, by path: a value's coercion first, else the rules'.
    const inside = Object.keys(shapeErrors).some((path) => isInside(path, column.source)) ? shapeErrors : ruleErrors;
    for (const [path, nested] of Object.entries(inside)) if (isInside(path, column.source)) errors[path] = { message: nested.message, args: nested.args ?? {} };
  }
  if (Object.keys(errors).length > 0) return failed(errors);
  // An update may not take a record out of the rows the user may change.
  const movedOut = mode === 'edit' ? movedOutRefusal(schema, user, values) : undefined;
  if (movedOut !== undefined) return { ok: false, forbidden: movedOut };

  const missing = await ctx.references.missing(columns, written, current);
  if (Object.keys(missing).length > 0) return failed(missing);
  const unusable = await ctx.uploads.refused(columns, written, user, current);
  if (Object.keys(unusable).length > 0) return failed(unusable);
  return { ok: true, value: written };
}
