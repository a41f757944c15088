/** Where the built console lives, and the check that it has been built. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

/** Thrown when the console has not been built. */
export class MissingBuildError extends Error {
  constructor(readonly distDir: string) {
    super(`${join(distDir, 'index.html')} not found: build the console first with \`npm run build\` (or point DIST_DIR at a build).`);
    this.name = 'MissingBuildError';
  }
}

/** The absolute build folder; throws MissingBuildError without an index.html in it. */
export function requireBuild(distDir: string = DEFAULT_DIST_DIR): string {
  const absolute = resolve(distDir);
  if (!existsSync(join(absolute, 'index.html'))) throw new MissingBuildError(absolute);
  return absolute;
}
