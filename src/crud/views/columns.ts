/**
 * Which columns a generated list shows, in which order. The store key `<resource>.shownColumns`
 * holds the shown columns' sources in their order; empty is the file's order. A list naming only
 * `list: 'hidden'` fields is read as before it was ordered: the file's columns plus those.
 */
import type { FieldSchema, ResourceSchema } from '../../kernel/types';

type Visible = (field: FieldSchema) => boolean;

const listedByDefault = (field: FieldSchema): boolean => (field.list ?? field.type !== 'password') === true;

/** Fields the Columns menu offers: the listed ones and `list: 'hidden'` ones the user may view, in file order. */
export function columnChoices(schema: ResourceSchema, visible: Visible): FieldSchema[] {
  return schema.fields.filter((field) => (listedByDefault(field) || field.list === 'hidden') && visible(field));
}

/** The shown columns' sources in their order (what the table draws and a view keeps). */
export function shownColumnSources(schema: ResourceSchema, visible: Visible, stored: readonly string[]): string[] {
  const choices = columnChoices(schema, visible);
  const defaults = choices.filter(listedByDefault).map((field) => field.source);
  const offered = new Set(choices.map((field) => field.source));
  const known = stored.filter((source, index) => offered.has(source) && stored.indexOf(source) === index);
  if (known.length === 0) return defaults;
  const ordered = known.some((source) => defaults.includes(source));
  if (ordered) return known;
  return choices.filter((field) => listedByDefault(field) || known.includes(field.source)).map((field) => field.source);
}

export function shownColumnFields(schema: ResourceSchema, visible: Visible, stored: readonly string[]): FieldSchema[] {
  const bySource = new Map(schema.fields.map((field) => [field.source, field]));
  return shownColumnSources(schema, visible, stored).flatMap((source) => bySource.get(source) ?? []);
}

/** Shows or hides one column: a shown one goes at the end; the last shown column stays. */
export function toggleColumn(shown: readonly string[], source: string, on: boolean): string[] {
  if (on) return shown.includes(source) ? [...shown] : [...shown, source];
  const next = shown.filter((other) => other !== source);
  return next.length > 0 ? next : [...shown];
}

/** Moves a shown column one place up (-1) or down (+1). */
export function moveColumn(shown: readonly string[], source: string, delta: -1 | 1): string[] {
  const from = shown.indexOf(source);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= shown.length) return [...shown];
  const next = [...shown];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}
