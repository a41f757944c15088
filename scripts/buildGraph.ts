/**
 * Reads the production build's manifest (dist/.vite/manifest.json) to tell which files a page loads:
 * the entry's static import closure is what the login page needs before it can show.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk keys loaded up front with `key` (its static imports, recursively). */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current) || !manifest[current]) return;
    seen.add(current);
    for (const next of manifest[current].imports ?? []) visit(next);
  };
  visit(key);
  return [...seen];
}

/** The files (JS and CSS) of a closure. */
export function filesOf(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return [...files];
}

export function gzipSize(distDir: string, file: string): number {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest');
  return entry[0];
}

/** Key of the dynamic entry built from a source file path (e.g. 'src/demos/dragKanban/DragKanbanPage.tsx'). */
export function chunkKeyFor(manifest: Manifest, sourcePrefix: string): string[] {
  return Object.keys(manifest).filter((key) => key.startsWith(sourcePrefix) && manifest[key].isDynamicEntry);
}

/** The source modules bundled into a file, read from the chunk text (module ids survive as comments only in dev). */
export function fileText(distDir: string, file: string): string {
  return readFileSync(join(distDir, file), 'utf8');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The chunks loaded after login before the dashboard can paint: the admin shell and the dashboard
 * page (static closures), less what the login page already loaded. The dashboard's charts are a
 * lazy chunk of their own, loaded after its first paint.
 */
export function shellAfterLogin(manifest: Manifest): string[] {
  const entry = new Set(staticClosure(manifest, entryKey(manifest)));
  // The shell's modules (its roots included) are the 'shell' chunk of scripts/shellChunksPlugin.ts.
  const roots = Object.keys(manifest).filter((key) => manifest[key].name === 'shell' && manifest[key].file.endsWith('.js'));
  return [...new Set(roots.flatMap((root) => staticClosure(manifest, root)))].filter((key) => !entry.has(key));
}
