/** A language's full catalogue, pure (the schema check runs it on the Node server too). */
import englishMessages from 'ra-language-english';
import { catalogueFor } from './catalogue';
import { withRuntimeTexts, type RuntimeTexts } from './runtimeTexts';
import { mergeCatalogues, type Catalogue, type Language } from './translate';

/** react-admin's English texts, then the resource files' texts, then ours (which win). */
export function messagesFor(language: Language, texts: RuntimeTexts = {}): Catalogue {
  return mergeCatalogues(englishMessages as unknown as Catalogue, withRuntimeTexts(catalogueFor(language), texts, language));
}
