import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { getLanguage, saveLanguage } from './language';
import { messagesFor } from '../kernel/texts/messages';
import type { RuntimeTexts } from '../kernel/texts/runtimeTexts';
import { isLanguage } from '../kernel/texts/translate';

export { messagesFor } from '../kernel/texts/messages';

/** The admin's i18n provider, with the texts of the resource files loaded at start. */
export function createI18nProvider(texts: RuntimeTexts = {}): I18nProvider {
  const base = polyglotI18nProvider(
    (locale) => messagesFor(isLanguage(locale) ? locale : 'en', texts) as unknown as TranslationMessages,
    getLanguage(),
    [
      { locale: 'en', name: 'English' },
      { locale: 'zh', name: '中文' },
    ],
    { allowMissing: true },
  );
  return {
    ...base,
    changeLocale: async (locale: string) => {
      if (isLanguage(locale)) saveLanguage(locale);
      return base.changeLocale(locale);
    },
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
