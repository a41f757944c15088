/**
 * A resource schema's rules (src/kernel/rules/rules.ts) on a request body: the rule set the forms
 * run, read from src/kernel/resources/registry.ts, answered as field errors plus a readable message.
 */
import { findResource } from '../src/kernel/resources/registry';
import { appliesTo, checkRecord, type FieldErrors, type FormMode } from '../src/kernel/rules/rules';
import type { ResourceSchema } from '../src/kernel/types';
import type { Body } from './parse';
import { ruleText } from './ruleText';

/** A refusal by the schema's rules: the first error in readable English, and every field's error. */
export interface Refused {
  ok: false;
  message: string;
  errors: FieldErrors;
}

function schemaOf(name: string): ResourceSchema {
  const schema = findResource(name);
  if (!schema) throw new Error(`No resource schema named ${name}`);
  return schema;
}

// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Looks a unique value up in the store: the record holding it, if any. */
export type Holder = (value: string) => Promise<{ id: number } | undefined>;

/**
 * The schema's rules on a body. `unique` fields are looked up in the store first (the rules are
 * synchronous); every unique field of the schema needs its holder here. On edit, `ownId` is the
 * record's own id, never a clash with itself.
 */
export async function schemaCheck(name: string, values: Body, mode: FormMode, holders: Record<string, Holder> = {}, ownId?: number): Promise<Refused | undefined> {
  const schema = schemaOf(name);
  const taken = new Set<string>();
  for (const field of schema.fields) {
    if (!field.unique || !appliesTo(field, mode)) continue;
    const holder = holders[field.source];
    if (!holder) throw new Error(`${name}.${field.source} is unique but the server has no look-up for it`);
    const value = values[field.source];
    if ((typeof value !== 'string' && typeof value !== 'number') || String(value).trim() === '') continue;
    // Control characters never reach a store query (PostgreSQL refuses NUL in text); the
    // business rules refuse such a value with their own message.
    if (CONTROL.test(String(value))) continue;
    const found = await holder(String(value).trim());
    if (found && found.id !== ownId) taken.add(field.source);
  }
  const found = checkRecord(schema, values, { mode, id: ownId, isTaken: (source) => taken.has(source) });
  const sources = Object.keys(found);
  if (sources.length === 0) return undefined;
  const errors: FieldErrors = {};
  for (const source of sources) errors[source] = { message: found[source].message, args: found[source].args ?? {} };
  return { ok: false, message: ruleText(sources[0], found[sources[0]]), errors };
}

/** An edit's values as the form would hold them: the stored record, with the body's editable fields over it. */
export function edited(name: string, current: object, body: Body): Body {
  const values: Body = { ...current };
  for (const field of schemaOf(name).fields) {
    if (appliesTo(field, 'edit') && body[field.source] !== undefined) values[field.source] = body[field.source];
  }
  return values;
}

/**
 * An edit that changes a field the schema shows read-only on edit (`edit: 'readonly'`: packageConf's
 * packageId and user, a user's name): refused by name, as the console refuses it. A value sent back
 * unchanged (the form sends the record it loaded) or left out is no change.
 */
export function readonlyChanged(name: string, current: object, body: Body): Refused | undefined {
  const stored = current as Record<string, unknown>;
  for (const field of schemaOf(name).fields) {
    if (field.edit !== 'readonly') continue;
    const sent = body[field.source];
    if (sent === undefined || sent === null || String(sent).trim() === String(stored[field.source] ?? '')) continue;
    const error = { message: 'crud.fixedOnEdit', args: {} };
    return { ok: false, message: ruleText(field.source, error), errors: { [field.source]: error } };
  }
  return undefined;
}
