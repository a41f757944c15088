/**
 * A page's own texts are not in the shell's catalogue: the code that loads with a page registers its
 * section (src/providers/pageTexts.ts). Read from the sources: for every chunk's entry (the app's
 * entry and every module loaded by `import()`), each page section whose keys its static imports use
 * is registered by one of those modules, so the texts are there whichever way the page is reached.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueFor, pageSections } from '../../../src/kernel/texts/catalogue';
import { lookup, type Section } from '../../../src/kernel/texts/translate';

const ROOT = resolve(__dirname, '../../..');
const SRC = join(ROOT, 'src');
const SECTIONS = join(SRC, 'kernel/texts/sections');

const sourceFiles = readdirSync(SRC, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
const text = new Map(sourceFiles.map((file) => [file, readFileSync(file, 'utf8')]));

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((file) => text.has(file) && existsSync(file));
}

/** Imports that bring a module with them (not `import type`), and the modules loaded by `import()`. */
const STATIC = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const importsOf = (file: string, pattern: RegExp) =>
  [...(text.get(file) ?? '').matchAll(pattern)].map((match) => resolveImport(file, match[1])).filter((found): found is string => found !== undefined);

function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file, STATIC));
  }
  return seen;
}

const entries = [join(SRC, 'main.tsx'), ...new Set(sourceFiles.flatMap((file) => importsOf(file, DYNAMIC)))];

/** Each page section by its file name, with the top-level keys its texts live under. */
async function pageSectionsByName(): Promise<Array<{ name: string; section: Section; namespaces: string[] }>> {
  const out = [];
  for (const name of readdirSync(SECTIONS).map((file) => file.replace(/\.ts$/, ''))) {
    const section = ((await import(join(SECTIONS, `${name}.ts`))) as { default: Section }).default;
    if (pageSections.includes(section)) out.push({ name, section, namespaces: Object.keys(section.en) });
  }
  return out;
}

const usesNamespace = (file: string, namespace: string) =>
  !file.startsWith(join(SRC, 'kernel/texts')) && new RegExp(`[\`'"]${namespace}\\.\\w`).test(text.get(file) ?? '');

const registers = (file: string, name: string) => {
  const source = text.get(file) ?? '';
  return source.includes('registerSection(') && new RegExp(`sections/${name}['"]`).test(source);
};

describe("the pages' own texts", () => {
  it('are every section the shell does not hold, each named by its file', async () => {
    const named = (await pageSectionsByName()).map(({ section }) => section);
    expect(named).toHaveLength(pageSections.length);
    for (const section of pageSections) expect(named).toContain(section);
  });

  it('are registered by the code of every chunk that uses them', async () => {
    const sections = await pageSectionsByName();
    const missing: string[] = [];
    for (const entry of entries) {
      const files = [...closure(entry)];
      for (const { name, namespaces } of sections) {
        const users = files.filter((file) => namespaces.some((namespace) => usesNamespace(file, namespace)));
        if (users.length > 0 && !files.some((file) => registers(file, name)))
          missing.push(`${relative(ROOT, entry)} uses ${name} (${users.map((file) => relative(ROOT, file)).join(', ')}) without registering it`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('hold every key the code writes out whole under their names, in both languages', async () => {
    const namespaces = (await pageSectionsByName()).flatMap((item) => item.namespaces);
    const whole = new RegExp(`['"\`]((?:${namespaces.join('|')})(?:\\.\\w+)+)['"\`]`, 'g');
    const missing: string[] = [];
    for (const [file, source] of text) {
      if (file.startsWith(join(SRC, 'kernel/texts'))) continue;
      for (const [, key] of source.matchAll(whole)) {
        for (const language of ['en', 'zh'] as const) {
          if (lookup(catalogueFor(language), key) === undefined) missing.push(`${relative(ROOT, file)}: ${key} (${language})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
