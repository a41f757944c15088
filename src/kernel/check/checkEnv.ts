/**
 * What the console has, as names only: the one environment the schema check runs with in the
 * console, on the Node server, in the Schema lab and in `npm run resources:check`. Pure (no
 * React, no DOM, no Node), so each of them builds the same one.
 */
import { messagesFor } from '../texts/messages';
import type { RuntimeTexts } from '../texts/runtimeTexts';
import { LANGUAGES, type Catalogue, type Language } from '../texts/translate';
import { RESERVED_PATHS, ROUTE_PARENTS } from '../routes/groupNames';
import { BUILT_IN_CELLS } from './check';
import type { SchemaCheckEnv } from './context';
import { SHIPPED_ACTIONS, SHIPPED_CELLS, SHIPPED_INPUTS, SHIPPED_TOOLBARS } from '../names/extensionNames';
import { ICON_NAMES } from '../names/iconNames';

const catalogues = (texts: RuntimeTexts): Record<Language, Catalogue> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, messagesFor(language, texts)])) as Record<Language, Catalogue>;

let plain: SchemaCheckEnv | undefined;

/** The environment, with the resource files' texts merged into the catalogues as the console does. */
export function checkEnv(texts: RuntimeTexts = {}): SchemaCheckEnv {
  const hasTexts = LANGUAGES.some((language) => texts[language] !== undefined);
  // Merging the catalogues is not free: the common case (no file texts) is built once.
  if (!hasTexts && plain) return plain;
  const env: SchemaCheckEnv = {
    catalogues: catalogues(texts),
    routeParents: new Set(ROUTE_PARENTS),
    reservedPaths: new Set(RESERVED_PATHS),
    iconNames: new Set(ICON_NAMES),
    knownCells: new Set([...BUILT_IN_CELLS, ...SHIPPED_CELLS]),
    knownInputs: new Set(SHIPPED_INPUTS),
    knownActions: new Set(SHIPPED_ACTIONS),
    knownToolbars: new Set(SHIPPED_TOOLBARS),
  };
  if (!hasTexts) plain = env;
  return env;
}
