import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { getLanguage, saveLanguage } from './language';
import { pageTextsVersion, registeredSections } from './pageTexts';
import { messagesFor } from '../kernel/texts/messages';
import type { RuntimeTexts } from '../kernel/texts/runtimeTexts';
import { isLanguage, type Language } from '../kernel/texts/translate';

export { messagesFor } from '../kernel/texts/messages';

const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
];

/**
 * The admin's i18n provider, with the texts of the resource files loaded at start and the pages'
 * sections registered so far (pageTexts.ts). react-admin's `translate` is synchronous: the
 * phrases are rebuilt, in the language in use, at the first call after a page registered its texts.
 */
export function createI18nProvider(texts: RuntimeTexts = {}): I18nProvider {
  let language: Language = getLanguage();
  let built: { language: Language; version: number; provider: I18nProvider } | undefined;
  const current = (): I18nProvider => {
    const version = pageTextsVersion();
    if (built?.language !== language || built.version !== version) {
      const messages = (locale: string) =>
        messagesFor(isLanguage(locale) ? locale : 'en', texts, registeredSections()) as unknown as TranslationMessages;
      built = { language, version, provider: polyglotI18nProvider(messages, language, LOCALES, { allowMissing: true }) };
    }
    return built.provider;
  };
  return {
    translate: (key, options) => current().translate(key, options),
    changeLocale: (locale: string) => {
      if (isLanguage(locale)) {
        saveLanguage(locale);
        language = locale;
      }
      current();
      return Promise.resolve();
    },
    getLocale: () => language,
    getLocales: () => LOCALES,
  };
}

let builtIn: I18nProvider | undefined;
const builtInProvider = (): I18nProvider => (builtIn ??= createI18nProvider());

/**
 * The built-in console's provider, built at its first use: building it (the merged catalogue,
 * Polyglot's phrases) used to run while the admin's code was evaluated, in that long task.
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => builtInProvider().translate(key, options),
  changeLocale: (locale, options) => builtInProvider().changeLocale(locale, options),
  getLocale: () => builtInProvider().getLocale(),
  getLocales: () => builtInProvider().getLocales?.() ?? [],
};
