/** The small parts of an inline save: the unchanged check, copied reference values, the refusal shown. */
import type { DataProvider } from 'react-admin';
import type { AnyRecord, FieldSchema } from '../../kernel/types';

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** An input may hand back '' or null for an empty value: both are the value the row had. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (a === b) return true;
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
}

/** The chosen option's copied fields (e.g. userName beside userId), as the edit form sends them. */
export async function withCopies(dataProvider: DataProvider, field: FieldSchema, data: AnyRecord | Record<string, unknown>): Promise<Record<string, unknown>> {
  const reference = field.reference;
  const value = data[field.source];
  if (!reference?.copy || empty(value)) return data;
  const { data: options } = await dataProvider.getMany(reference.resource, { ids: [value as string] });
  const option = options[0] as AnyRecord | undefined;
  if (!option) return data;
  const out: Record<string, unknown> = { ...data };
  for (const [target, from] of Object.entries(reference.copy)) out[target] = option[from];
  return out;
}

/**
 * What the cell says when a save is refused: the server's error on this field, else on another one
 * (a rule across fields), else its message (40300 and the like). Field errors are already in the
 * form's own format (react-admin's prefixed JSON with the i18n key and its arguments).
 */
export function refusalOf(error: unknown, source: string): string {
  const errors = (error as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors;
  const onField = errors?.[source] ?? (errors ? Object.values(errors)[0] : undefined);
  if (onField) return onField;
  return error instanceof Error && error.message ? error.message : String(error);
}
