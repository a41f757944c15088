/**
 * Texts against the catalogues: a text that looks like a key (dotted, no spaces) must be in every
 * language, else the console shows the raw key; a default convention key (resources.<name>...) in
 * one language must be in the others too. Plain text ('Due date') is shown as it is.
 */
import { LANGUAGES, lookup } from '../texts/translate';
import { fieldLabelKey, readable, resourceLabelKey } from '../format/defaults';
import type { FieldSchema } from '../types';
import { actionPath, fieldPath, type CheckContext } from './context';

const KEY_LIKE = /^[\w$-]+(\.[\w$-]+)+$/;

export const looksLikeKey = (text: string) => KEY_LIKE.test(text);

/** A field's explicit texts, and its sub-fields' (`fields.steps.fields.delay.label`). */
function fieldTexts(fields: readonly FieldSchema[], prefix: string, out: Array<[string, unknown]>): void {
  fields.forEach((field, index) => {
    const at = `${prefix}${fieldPath(field.source, index)}`;
    out.push([`${at}.label`, field.label], [`${at}.inputLabel`, field.inputLabel]);
    out.push([`${at}.helperText`, field.helperText], [`${at}.editHelperText`, field.editHelperText]);
    for (const choice of field.choices ?? []) out.push([`${at}.choices.${choice.id}.name`, choice.name]);
    if (typeof field.filter === 'object') {
      for (const choice of field.filter.choices ?? []) out.push([`${at}.filter.choices.${choice.id}.name`, choice.name]);
    }
    for (const [rule, text] of Object.entries(field.messages ?? {})) out.push([`${at}.messages.${rule}`, text]);
    out.push([`${at}.pattern.message`, field.pattern?.message], [`${at}.placeholder`, field.placeholder]);
    (field.compare ?? []).forEach((rule, position) => out.push([`${at}.compare[${position}].message`, rule.message]));
    if (typeof field.filter === 'object') out.push([`${at}.filter.label`, field.filter.label]);
    if (Array.isArray(field.fields)) fieldTexts(field.fields, `${at}.`, out);
  });
}

/** Every explicit text of a schema, by where it is. */
function explicitTexts({ schema }: CheckContext): Array<[at: string, text: unknown]> {
  const out: Array<[string, unknown]> = [['label', schema.label]];
  for (const [name, text] of Object.entries(schema.messages ?? {})) out.push([`messages.${name}`, text]);
  out.push(['route.group.title', schema.route?.group?.title]);
  fieldTexts(schema.fields, '', out);
  (schema.form?.sections ?? []).forEach((section, index) => out.push([`form.sections[${index}].title`, section.title]));
  (schema.actions ?? []).forEach((action, index) => {
    const at = actionPath(action.name, index);
    for (const name of ['label', 'confirm', 'success', 'successTitle', 'failure'] as const) out.push([`${at}.${name}`, action[name]]);
  });
  return out;
}

/** Default keys a text falls back to when the schema gives none. */
function conventionTexts({ schema }: CheckContext): Array<[at: string, key: string]> {
  const out: Array<[string, string]> = [];
  if (schema.label === undefined) out.push(['label', resourceLabelKey(schema)]);
  schema.fields.forEach((field, index) => {
    if (field.label === undefined) out.push([`${fieldPath(field.source, index)}.label`, fieldLabelKey(schema, field.source)]);
  });
  return out;
}

export function checkTexts(context: CheckContext): void {
  const { env, problems, schema } = context;
  const missingIn = (key: string) => LANGUAGES.filter((language) => lookup(env.catalogues[language], key) === undefined);
  for (const [at, text] of explicitTexts(context)) {
    if (typeof text !== 'string' || !looksLikeKey(text)) continue;
    const missing = missingIn(text);
    if (missing.length > 0) problems.add(at, 'missingText', { text, languages: missing.join(', ') });
  }
  for (const [at, key] of conventionTexts(context)) {
    const missing = missingIn(key);
    if (missing.length > 0 && missing.length < LANGUAGES.length) problems.add(at, 'missingText', { text: key, languages: missing.join(', ') });
    // The menu, breadcrumb and tags translate the route title with no fallback: the file's
    // resource gets its name in a readable form as its label (checkFile.ts).
    if (at === 'label' && schema.route && missing.length === LANGUAGES.length) problems.add(at, 'untitledRoute', { text: key, readable: readable(schema.name) });
  }
}
