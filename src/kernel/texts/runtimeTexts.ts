/**
 * Texts a resource file brings (`texts: { en: {...}, zh: {...} }`), merged under the
 * built-in catalogues: a file adds keys (resources.<name>...), it never rewords the console.
 */
import { LANGUAGES, mergeCatalogues, type Catalogue, type Language } from './translate';

export type RuntimeTexts = Partial<Record<Language, Catalogue>>;

/** The texts of several files in one (a later file adds to, and may reword, an earlier one). */
export function joinTexts(all: readonly RuntimeTexts[]): RuntimeTexts {
  const out: RuntimeTexts = {};
  for (const language of LANGUAGES) {
    const parts = all.map((texts) => texts[language]).filter((part): part is Catalogue => part !== undefined);
    if (parts.length > 0) out[language] = mergeCatalogues(...parts);
  }
  return out;
}

/** A built-in catalogue with a language's runtime texts beneath it. */
export const withRuntimeTexts = (catalogue: Catalogue, texts: RuntimeTexts, language: Language): Catalogue =>
  mergeCatalogues(texts[language] ?? {}, catalogue);
