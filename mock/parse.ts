/** Reading request bodies and parameters without trusting them. */

export type Body = Record<string, unknown>;

/** The JSON object body, or undefined when the body is missing, not JSON or not an object. */
export async function readJson(request: Request): Promise<Body | undefined> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return undefined;
  }
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : undefined;
  } catch {
    return undefined;
  }
}

/** A positive integer id from a number or a digit string. */
export function toId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) {
    const id = Number(value.trim());
    return id > 0 ? id : undefined;
  }
  return undefined;
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

/** A path parameter as a single string. */
export function param(value: string | readonly string[] | undefined): string {
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}
