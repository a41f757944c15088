/**
 * What the bulk edit starts from and what it will do: the value the selected rows share (a ticked
 * field starts from it, not from an empty input that would clear every row), and each change put
 * in words before anything is sent.
 */
import type { AnyRecord, FieldSchema, Identifier } from '../../kernel/types';

/** A field's start: the value every selected row holds, or 'mixed' when they differ or some row is not loaded. */
export type StartValue = { kind: 'common'; value: unknown } | { kind: 'mixed' };

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function startValues(fields: readonly FieldSchema[], records: readonly AnyRecord[], ids: readonly Identifier[]): Map<string, StartValue> {
  const byId = new Map(records.map((record) => [String(record.id), record]));
  const rows = ids.map((id) => byId.get(String(id)));
  const loaded = rows.every((row) => row !== undefined) && rows.length > 0;
  const out = new Map<string, StartValue>();
  for (const { source } of fields) {
    const first = rows[0]?.[source];
    out.set(source, loaded && rows.every((row) => same(row?.[source], first)) ? { kind: 'common', value: first } : { kind: 'mixed' });
  }
  return out;
}

/** The form's starting record: the shared values only (a mixed field starts empty). */
export function startRecord(starts: ReadonlyMap<string, StartValue>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [source, start] of starts) if (start.kind === 'common' && start.value !== undefined) out[source] = start.value;
  return out;
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Types whose value reads well in a sentence; the others are said to be changed. */
const SHOWN: ReadonlySet<FieldSchema['type']> = new Set([
  'text', 'email', 'url', 'number', 'rating', 'slider', 'color', 'time', 'date', 'datetime', 'select', 'status', 'boolean', 'switch', 'multiSelect', 'tags',
]);
const LONGEST = 60;

export type ChangeWords = { kind: 'cleared' } | { kind: 'set'; value: string } | { kind: 'changed' };

/** How a change is said: cleared, set to a short shown value, or only changed. */
export function changeWords(field: FieldSchema, value: unknown, translate: (key: string, options?: Record<string, unknown>) => string): ChangeWords {
  if (isEmptyValue(value)) return { kind: 'cleared' };
  if (!SHOWN.has(field.type)) return { kind: 'changed' };
  const nameOf = (item: unknown) => {
    const choice = field.choices?.find((option) => option.id === item);
    return choice ? translate(choice.name, { _: choice.name }) : String(item);
  };
  const text =
    typeof value === 'boolean'
      ? translate(value ? 'bulkImport.edit.yes' : 'bulkImport.edit.no')
      : Array.isArray(value)
        ? value.map(nameOf).join(', ')
        : typeof value === 'object'
          ? undefined
          : nameOf(value);
  if (text === undefined) return { kind: 'changed' };
  return { kind: 'set', value: text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text };
}
