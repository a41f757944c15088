/** A language's full catalogue, pure (the schema check runs it on the Node server too). */
import englishMessages from 'ra-language-english';
import { shellCatalogueFor } from './shellCatalogue';
import { withRuntimeTexts, type RuntimeTexts } from './runtimeTexts';
import { mergeCatalogues, type Catalogue, type Language, type Section } from './translate';

/**
 * react-admin's English texts, then the resource files' texts, then the shell's (which win), then
 * the pages' sections loaded so far. The schema check reads it without page sections: a resource
 * file's texts must be in what every resource page has.
 */
export function messagesFor(language: Language, texts: RuntimeTexts = {}, pageSections: readonly Section[] = []): Catalogue {
  return mergeCatalogues(
    englishMessages as unknown as Catalogue,
    withRuntimeTexts(shellCatalogueFor(language), texts, language),
    ...pageSections.map((section) => section[language]),
  );
}
