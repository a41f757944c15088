/**
 * The schema check at start (issue 10): run once when the admin shell starts, with what the
 * console really has (its catalogues, route groups, icons, cells). Problems are logged, each naming
 * resource and key, and AdminBoot shows them instead of a console with pages missing.
 */
import englishMessages from 'ra-language-english';
import { catalogueFor } from '../i18n/catalogue';
import { LANGUAGES, mergeCatalogues, type Catalogue, type Language } from '../i18n/translate';
import { checkSchemas, type SchemaCheckEnv, type SchemaProblem } from '../resources/check';
import { resources } from '../resources/registry';
import { reservedPaths, resourceParents } from '../routes/routeTable';

/** As the i18n provider builds them: react-admin's English texts under ours. */
function catalogues(): Record<Language, Catalogue> {
  const ra = englishMessages as unknown as Catalogue;
  return Object.fromEntries(LANGUAGES.map((language) => [language, mergeCatalogues(ra, catalogueFor(language))])) as Record<Language, Catalogue>;
}

export function startupEnv(): SchemaCheckEnv {
  return { catalogues: catalogues(), routeParents: resourceParents, reservedPaths };
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
