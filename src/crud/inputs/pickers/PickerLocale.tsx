/** The date pickers' adapter (date-fns) and texts in the console's language: English or Chinese. */
import type { ReactNode } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN as pickerTextsZh } from '@mui/x-date-pickers/locales';
import { enUS } from 'date-fns/locale/en-US';
import { zhCN } from 'date-fns/locale/zh-CN';
import { useLocaleState } from 'react-admin';

const CHINESE_TEXTS = pickerTextsZh.components.MuiLocalizationProvider.defaultProps.localeText;

export function PickerLocale({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const zh = locale === 'zh';
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={zh ? zhCN : enUS} localeText={zh ? CHINESE_TEXTS : undefined}>
      {children}
    </LocalizationProvider>
  );
}
