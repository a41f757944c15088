/**
 * Build plugin: the diacritic package builds its table of about a thousand letters (some 36 KB of
 * heap, kept for ever) as soon as it is imported. react-admin's DataTable imports it with its
 * column selector and needs it only when someone types in the columns filter, so every list visit
 * paid for it. Here the table is built at the first use instead: the same table, the same results.
 */
import type { Plugin } from 'vite';

const EAGER = "if (typeof module != 'undefined' && module.exports) module.exports = definition()";
const LAZY =
  "if (typeof module != 'undefined' && module.exports) { let built; const table = () => (built ??= definition()); " +
  'module.exports = { get map() { return table().map; }, clean: (input) => table().clean(input) }; }';

export function isDiacriticModule(id: string): boolean {
  return /\/node_modules\/diacritic\/diacritics\.js$/.test(id.replace(/\\/g, '/'));
}

export function lazyDiacriticSource(code: string): string {
  if (!code.includes(EAGER)) throw new Error('diacritic changed: its table can no longer be built at first use');
  return code.replace(EAGER, LAZY);
}

export function lazyDiacritic(): Plugin {
  return {
    name: 'lazy-diacritic',
    transform(code, id) {
      return isDiacriticModule(id) ? { code: lazyDiacriticSource(code), map: null } : undefined;
    },
  };
}
