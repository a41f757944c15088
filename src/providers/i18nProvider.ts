import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { catalogueFor } from '../i18n/catalogue';
import { getLanguage, saveLanguage } from '../i18n/language';
import { isLanguage, mergeCatalogues, type Catalogue, type Language } from '../i18n/translate';

function messagesFor(language: Language): TranslationMessages {
  // react-admin's own texts first, so our catalogue overrides where the spec words them differently.
  return mergeCatalogues(englishMessages as unknown as Catalogue, catalogueFor(language)) as unknown as TranslationMessages;
}

const base = polyglotI18nProvider(
  (locale) => messagesFor(isLanguage(locale) ? locale : 'en'),
  getLanguage(),
  [
    { locale: 'en', name: 'English' },
    { locale: 'zh', name: '中文' },
  ],
  { allowMissing: true },
);

export const i18nProvider = {
  ...base,
  changeLocale: async (locale: string) => {
    if (isLanguage(locale)) saveLanguage(locale);
    return base.changeLocale(locale);
  },
};
