/** The diacritic table built at first use cleans as the package itself does, and not before. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isDiacriticModule, lazyDiacriticSource } from '../../../scripts/lazyDiacriticPlugin';

const require = createRequire(import.meta.url);
const path = require.resolve('diacritic');

interface Diacritic {
  map: Record<string, string>;
  clean: (input: string) => string;
}

/** Evaluates the package's source as CommonJS; `counter.built` counts the table's builds. */
function load(code: string, counter = { built: 0 }): Diacritic {
  const module = { exports: {} as Diacritic };
  new Function('module', 'exports', 'counter', code.replace('var output = {', 'counter.built += 1;\n  var output = {'))(module, module.exports, counter);
  return module.exports;
}

describe('lazyDiacritic', () => {
  it('applies to the package file only', () => {
    expect(isDiacriticModule(path)).toBe(true);
    expect(isDiacriticModule('/app/src/diacritics.js')).toBe(false);
  });

  it('cleans as the package does, building the table at the first use', () => {
    const source = readFileSync(path, 'utf8');
    const eager = { built: 0 };
    const original = load(source, eager);
    expect(eager.built).toBe(1);
    const counter = { built: 0 };
    const lazy = load(lazyDiacriticSource(source), counter);
    expect(counter.built).toBe(0);
    for (const text of ['Crème Brûlée', 'Ærøskøbing', 'Łódź', 'plain', '', 'ǗǙ ꜲꜴ']) {
      expect(lazy.clean(text)).toBe(original.clean(text));
    }
    expect(lazy.map).toEqual(original.map);
    expect(counter.built).toBe(1);
  });

  it('refuses a changed package rather than leave the table eager', () => {
    expect(() => lazyDiacriticSource('module.exports = {}')).toThrow(/diacritic changed/);
  });
});
