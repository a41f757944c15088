/** User names: compared by a normalised key, and free of invisible characters. */

/** The key two names are compared by: NFKC (full-width and compatibility forms fold) and lower case. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

/**
 * Control, format (zero-width, bidi), separator and filler characters: a name holding one could
 * pass for another (`admin\u200b` beside `admin`).
 */
const INVISIBLE_CLASS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00A0\u180E\u2000-\u200A\u202F\u205F\u2800\u3000\u3164\uFFA0]/u;
/** A combining grapheme joiner, Hangul and Khmer fillers, apart: inside a class they would read as combining sequences. */
const FILLERS = ['\u034F', '\u115F', '\u1160', '\u17B4', '\u17B5'];

export function hasInvisible(name: string): boolean {
  return INVISIBLE_CLASS.test(name) || FILLERS.some((filler) => name.includes(filler));
}
