import { readLocal, writeLocal } from '../providers/session';
import { LANGUAGE_KEY, isLanguage, type Language } from './translate';

export function getLanguage(): Language {
  const stored = readLocal(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

export function saveLanguage(language: Language): void {
  writeLocal(LANGUAGE_KEY, language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}
