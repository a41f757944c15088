/**
 * The schema check at start: run once when the admin shell starts, with what the
 * console really has (checkEnv.ts: its catalogues, route groups, icons, cells, inputs). Problems are
 * logged, each naming resource and key, and AdminBoot shows them instead of a console with pages
 * missing.
 */
import type { RuntimeTexts } from '../kernel/texts/runtimeTexts';
import { checkSchemas, type SchemaCheckEnv, type SchemaProblem } from '../kernel/check/check';
import { checkEnv } from '../kernel/check/checkEnv';
import { isError } from '../kernel/check/severity';
import { resources } from '../kernel/resources/registry';

/** The one environment of the check (kept under this name for the shell's callers). */
export const startupEnv = (texts: RuntimeTexts = {}): SchemaCheckEnv => checkEnv(texts);

export const describeProblem = (problem: SchemaProblem) => `${problem.resource} › ${problem.key}: ${problem.message}`;

/** The problems of the registry's schemas in the console as it is built. */
export const checkRegistry = (): SchemaProblem[] => checkSchemas(resources, startupEnv());

/** Where a build puts the registry's problems, found when it was built (scripts/registryCheckPlugin.ts). */
export const BUILT_PROBLEMS_NAME = '__BUILT_REGISTRY_PROBLEMS__';
declare const __BUILT_REGISTRY_PROBLEMS__: SchemaProblem[] | undefined;
/** The build's answer; undefined in development and tests, which check at start. */
const builtProblems = (): SchemaProblem[] | undefined =>
  typeof __BUILT_REGISTRY_PROBLEMS__ === 'undefined' ? undefined : __BUILT_REGISTRY_PROBLEMS__;

let checked: readonly SchemaProblem[] | undefined;

/** The registry's errors (severity.ts), checked (or as the build found them) and logged, warnings too, on the first call only. */
export function startupProblems(): readonly SchemaProblem[] {
  if (checked === undefined) {
    const found = builtProblems() ?? checkRegistry();
    for (const problem of found) {
      if (isError(problem)) console.error(`Resource schema problem: ${describeProblem(problem)}`);
      else console.warn(`Resource schema warning: ${describeProblem(problem)}`);
    }
    checked = found.filter(isError);
  }
  return checked;
}
