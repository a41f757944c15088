/** The translator of the light bundle (login and always-available pages): no polyglot, no admin. */
import common from './sections/common';
import login from './sections/login';
import { getLanguage } from './language';
import { createTranslator, mergeCatalogues, type Language } from './translate';

export function lightTranslator(language: Language = getLanguage()) {
  return createTranslator(mergeCatalogues(common[language], login[language]));
}
