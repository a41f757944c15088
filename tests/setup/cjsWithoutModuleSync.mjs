// Preloaded in the unit project's workers (pool vmForks). That pool runs a file's CommonJS
// dependencies itself and asks Node to resolve them without the "module-sync" condition, which
// Node 20 ignores: a package that maps "module-sync" to an .mjs file (async-function, used by
// react-admin's i18n through get-intrinsic) then resolves to ESM the pool cannot run as CommonJS.
// Such a request falls back to the package's CommonJS entry (its "main"), as Node 22 resolves it,
// for the stateless packages below only: a package with state (react-router's contexts) must stay
// one instance, the ESM one every importer gets.
import { readFileSync } from 'node:fs';
import Module from 'node:module';
import { dirname, join } from 'node:path';

const resolveFilename = Module._resolveFilename;
const STATELESS = /[\\/]node_modules[\\/](async-function|generator-function|async-generator-function)[\\/]/;

function packageMain(file) {
  for (let folder = dirname(file); folder !== dirname(folder); folder = dirname(folder)) {
    try {
      const { main } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      return typeof main === 'string' ? join(folder, main) : undefined;
    } catch {
      // no package.json here: look further up
    }
  }
  return undefined;
}

Module._resolveFilename = function resolveWithoutModuleSync(request, parent, isMain, options) {
  const resolved = resolveFilename.call(this, request, parent, isMain, options);
  const askedWithoutModuleSync = options?.conditions instanceof Set && !options.conditions.has('module-sync');
  if (!askedWithoutModuleSync || !resolved.endsWith('.mjs') || !STATELESS.test(resolved)) return resolved;
  return packageMain(resolved) ?? resolved;
};
