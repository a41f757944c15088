// @vitest-environment node
/**
 * zod stays out of what the shell loads eagerly: the built-in resources resolve without it, and
 * only the runtime loader and the schema lab import the format's parser, lazily. Follows static
 * imports (not `import()`, not `import type`) from the entry and the registry.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function fileOf(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
}

/** The modules and packages an entry reaches through static imports. */
function eagerGraph(entry: string): { modules: Set<string>; packages: Map<string, string> } {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [resolve(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, file);
        continue;
      }
      const next = fileOf(file, specifier);
      if (next) queue.push(next);
    }
  }
  return { modules: seen, packages };
}

describe('zod is loaded lazily', () => {
  it.each(['src/main.tsx', 'src/shell/AdminBoot.tsx', 'src/kernel/resources/registry.ts', 'server/schemaCheck.ts'])('%s does not reach zod through static imports', (entry) => {
    const { modules, packages } = eagerGraph(entry);
    expect(modules.size).toBeGreaterThan(3);
    expect(packages.get('zod'), 'imported by').toBeUndefined();
  });

  it('the built-in resources resolve through the zod-free resolver', () => {
    expect(eagerGraph('src/kernel/resources/registry.ts').modules).toContain(resolve(root, 'src/kernel/format/resolve.ts'));
  });
});
