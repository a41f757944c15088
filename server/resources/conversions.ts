/**
 * How a stored value converts when its field's column kind changes (columns.ts: text, number,
 * boolean, json). A file change is applied only when every stored value converts (fileChange.ts);
 * null converts to null everywhere.
 *
 * | from \ to | text                    | number                      | boolean                          | json |
 * |-----------|-------------------------|-----------------------------|----------------------------------|------|
 * | text      | =                       | a decimal number ("12", " -1.5 ") | "true"/"false", "1"/"0"    | no   |
 * | number    | its decimal text ("12") | =                           | 1 -> true, 0 -> false            | no   |
 * | boolean   | "true" / "false"        | true -> 1, false -> 0       | =                                | no   |
 * | json      | a JSON string's text    | no                          | no                               | =    |
 *
 * A select or status field (columns.ts: number when every choice id is a number, else text) takes
 * a converted value only when it is one of its choice ids.
 */
import type { FieldSchema } from '../../src/kernel/types';
import type { ColumnKind } from './columns';
import type { StoredValue } from './resourceStoreTypes';

/** "12", "-1.5", "1e3" with optional spaces around; not "", "0x10", "Infinity". */
const DECIMAL = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

const BOOLEAN_TEXTS: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false };

/** A converted value, or undefined when this value does not convert. */
type Converted = { value: StoredValue } | undefined;

function convertKind(value: StoredValue, from: ColumnKind, to: ColumnKind): Converted {
  if (value === null || from === to) return { value };
  switch (to) {
    case 'text':
      if (from === 'number' && typeof value === 'number') return { value: String(value) };
      if (from === 'boolean' && typeof value === 'boolean') return { value: String(value) };
      if (from === 'json' && typeof value === 'string') return { value };
      return undefined;
    case 'number':
      if (from === 'text' && typeof value === 'string' && DECIMAL.test(value)) return { value: Number(value) };
      if (from === 'boolean' && typeof value === 'boolean') return { value: value ? 1 : 0 };
      return undefined;
    case 'boolean':
      if (from === 'text' && typeof value === 'string' && value.trim().toLowerCase() in BOOLEAN_TEXTS) return { value: BOOLEAN_TEXTS[value.trim().toLowerCase()] };
      if (from === 'number' && (value === 0 || value === 1)) return { value: value === 1 };
      return undefined;
    default:
      return undefined;
  }
}

/** The value `field` (now of kind `to`) holds for a value stored as `from`, or undefined when it does not convert. */
export function convertValue(value: StoredValue, from: ColumnKind, to: ColumnKind, field: FieldSchema): Converted {
  const converted = convertKind(value, from, to);
  if (!converted || converted.value === null || from === to) return converted;
  if (field.type === 'select' || field.type === 'status') {
    const ids = (field.choices ?? []).map((choice) => choice.id);
    if (!ids.includes(converted.value as string | number)) return undefined;
  }
  return converted;
}
