/** The translator of the light bundle (login and always-available pages): no polyglot, no admin. */
import common from '../kernel/texts/sections/common';
import login from '../kernel/texts/sections/login';
import { getLanguage } from '../providers/language';
import { createTranslator, mergeCatalogues, type Language } from '../kernel/texts/translate';

export function lightTranslator(language: Language = getLanguage()) {
  return createTranslator(mergeCatalogues(common[language], login[language]));
}
