/** The decimals input of the count-to demo: a whole number from 0 to 20. */
export interface ParsedDecimals {
  /** The value to use: the input when valid, 0 otherwise. */
  value: number;
  valid: boolean;
}

export function parseDecimals(input: string): ParsedDecimals {
  const text = input.trim();
  if (text === '') return { value: 0, valid: true };
  const number = Number(text);
  return Number.isInteger(number) && number >= 0 && number <= 20 ? { value: number, valid: true } : { value: 0, valid: false };
}

/** A number input's value, or the fallback when it is empty or not a number. */
export function numberOr(input: string, fallback: number): number {
  const number = Number(input.trim());
  return input.trim() === '' || !Number.isFinite(number) ? fallback : number;
}
