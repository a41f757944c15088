/**
 * The schema check at start (issue 10): run once when the admin shell starts, with what the
 * console really has (its catalogues, route groups, icons, cells). Problems are logged, each naming
 * resource and key, and AdminBoot shows them instead of a console with pages missing.
 */
import type { RuntimeTexts } from '../i18n/runtimeTexts';
import { LANGUAGES, type Catalogue, type Language } from '../i18n/translate';
import { messagesFor } from '../providers/i18nProvider';
import { checkSchemas, type SchemaCheckEnv, type SchemaProblem } from '../resources/check';
import { resources } from '../resources/registry';
import { reservedPaths, resourceParents } from '../routes/routeTable';

/** As the i18n provider builds them (with the resource files' texts, when there are some). */
function catalogues(texts: RuntimeTexts): Record<Language, Catalogue> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, messagesFor(language, texts)])) as Record<Language, Catalogue>;
}

export function startupEnv(texts: RuntimeTexts = {}): SchemaCheckEnv {
  return { catalogues: catalogues(texts), routeParents: resourceParents, reservedPaths };
}

export const describeProblem = (problem: SchemaProblem) => `${problem.resource} › ${problem.key}: ${problem.message}`;

/** The problems of the registry's schemas in the console as it is built. */
export const checkRegistry = (): SchemaProblem[] => checkSchemas(resources, startupEnv());

let checked: readonly SchemaProblem[] | undefined;

/** The registry's problems, checked and logged on the first call only. */
export function startupProblems(): readonly SchemaProblem[] {
  if (checked === undefined) {
    checked = checkRegistry();
    for (const problem of checked) console.error(`Resource schema problem: ${describeProblem(problem)}`);
  }
  return checked;
}
