/** Reading request bodies and parameters without trusting them. */

export type Body = Record<string, unknown>;

/** The body as text, or undefined when it cannot be read. */
export async function readJsonText(request: Request): Promise<string | undefined> {
  try {
    return await request.text();
  } catch {
    return undefined;
  }
}

/** Largest record id: a 32-bit signed integer, so every store (and PostgreSQL's integer) can hold it. */
export const MAX_ID = 2_147_483_647;
export const BAD_ID = `id must be a whole number from 1 to ${MAX_ID}`;

/** A record id (1..MAX_ID) from a number or a digit string. */
export function toId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
}

/** A whole number >= 0 from a number or a digit string; undefined if it is not one. */
export function toCount(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** A trimmed string, or '' for anything that is not a string. */
export function toText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

