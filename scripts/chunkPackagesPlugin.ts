/**
 * Build plugin: records which npm packages end up in each output chunk (.vite/chunk-packages.json),
 * so byte-budget tests can prove heavy libraries stay out of the login and dashboard chunks.
 */
import type { Plugin } from 'vite';

export const CHUNK_PACKAGES_FILE = '.vite/chunk-packages.json';

export function packageOf(moduleId: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId.replace(/\\/g, '/'));
  return match?.[1];
}

export function chunkPackages(): Plugin {
  return {
    name: 'chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const packages = new Set<string>();
        for (const id of chunk.moduleIds) {
          const name = packageOf(id);
          if (name) packages.add(name);
        }
        out[chunk.fileName] = [...packages].sort();
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_PACKAGES_FILE, source: JSON.stringify(out, null, 1) });
    },
  };
}
