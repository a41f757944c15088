/** What valueText needs from the page for a value without references: the catalogue and the language. */
import { useLocaleState, useTranslate } from 'react-admin';
import type { ValueTextContext } from './valueText';

export function useTextContext(): ValueTextContext {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return { translate, locale };
}
