import { readLocal, writeLocal } from './session';
import { LANGUAGE_KEY, isLanguage, type Language } from '../kernel/texts/translate';

export function getLanguage(): Language {
  const stored = readLocal(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

export function saveLanguage(language: Language): void {
  writeLocal(LANGUAGE_KEY, language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}
