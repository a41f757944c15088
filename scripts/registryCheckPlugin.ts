/**
 * Build plugin: the schema check of the built-in resources runs once, when the console is built,
 * instead of at every start of it. The registry is compiled into the build, so the answer is the
 * build's: the console reads it from `__BUILT_REGISTRY_PROBLEMS__` (src/shell/schemaCheck.ts) and
 * shows and logs the problems as before. Run at start, the check was about 20 ms of the admin's first
 * render on the benchmark's machine. Development and tests, where the files change, still check at start.
 */
import type { Plugin } from 'vite';
import { BUILT_PROBLEMS_NAME, checkRegistry } from '../src/shell/schemaCheck';

export function registryCheck(): Plugin {
  return {
    name: 'registry-check',
    apply: 'build',
    config: () => ({ define: { [BUILT_PROBLEMS_NAME]: JSON.stringify(checkRegistry()) } }),
  };
}
