/** Reading the text of a `json` field: its value once it parses and fits, or why not. */

export type JsonReading =
  | { kind: 'empty' }
  | { kind: 'value'; value: unknown }
  | { kind: 'invalid'; message: string }
  | { kind: 'tooLong'; length: number };

/** The size that counts is the value's compact JSON text, as it is sent and stored. */
export const jsonLength = (value: unknown): number => JSON.stringify(value).length;

export function readJsonText(text: string, max: number): JsonReading {
  if (text.trim() === '') return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
  const length = jsonLength(value);
  return length > max ? { kind: 'tooLong', length } : { kind: 'value', value };
}

/** The text an editor starts from: the value pretty-printed, or nothing for an empty value. */
export const jsonTextOf = (value: unknown): string => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2));
