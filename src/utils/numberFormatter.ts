/** Short numbers with SI units k, M, G, T, P, E (the template's numberFormatter). */
const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

export function numberFormatter(num: number, digits = 1): string {
  for (const { value, symbol } of UNITS) {
    if (Math.abs(num) >= value) {
      return (num / value).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1') + symbol;
    }
  }
  return String(num);
}

/** 10000 => '10,000' */
export function toThousand(num: number | string): string {
  const [whole = '', fraction] = String(num).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
