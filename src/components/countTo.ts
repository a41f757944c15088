/** Number formatting and easing of the count-to component. */
export const DIGITS_ERROR = 'digits argument must be between 0 and 20';

export interface CountFormat {
  decimals?: number;
  decimal?: string;
  separator?: string;
  prefix?: string;
  suffix?: string;
}

export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) throw new RangeError(DIGITS_ERROR);
}

export function formatCount(value: number, { decimals = 0, decimal = '.', separator = ',', prefix = '', suffix = '' }: CountFormat = {}): string {
  assertDecimals(decimals);
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole;
  const sign = value < 0 ? '-' : '';
  return `${prefix}${sign}${grouped}${fraction ? decimal + fraction : ''}${suffix}`;
}

/** easeOutExpo, as countUp.js uses. */
export function easeOutExpo(elapsed: number, start: number, change: number, duration: number): number {
  return elapsed >= duration ? start + change : (change * (-(2 ** ((-10 * elapsed) / duration)) + 1) * 1024) / 1023 + start;
}
