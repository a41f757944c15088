import { useState } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { zhCN as pickersZh } from '@mui/x-date-pickers/locales';
import { enUS } from 'date-fns/locale/en-US';
import { zhCN } from 'date-fns/locale/zh-CN';
import { useLocaleState, useTranslate } from 'react-admin';

/** The release time reads yyyy-MM-dd HH:mm:ss. */
export const RELEASE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

interface ReleaseTimePickerProps {
  value: Date | null;
  onChange: (value: Date | null, valid: boolean) => void;
}

/** Release date and time; dates in the future are disabled and a typed one is refused. */
export function ReleaseTimePicker({ value, onChange }: ReleaseTimePickerProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [error, setError] = useState<string | null>(null);
  const zh = locale === 'zh';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={zh ? zhCN : enUS}
      localeText={zh ? pickersZh.components.MuiLocalizationProvider.defaultProps.localeText : undefined}
    >
      <DateTimePicker
        label={translate('demoWidgets.sticky.releaseTime')}
        value={value}
        onChange={(next, context) => onChange(next, context.validationError === null)}
        onError={(reason) => setError(reason)}
        format={RELEASE_TIME_FORMAT}
        views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
        ampm={false}
        disableFuture
        slotProps={{
          textField: {
            size: 'small',
            helperText: error ? translate(`demoWidgets.sticky.timeErrors.${error === 'disableFuture' ? 'future' : 'invalid'}`) : undefined,
            sx: { width: 250, '& .MuiPickersInputBase-root': { bgcolor: 'background.paper' } },
          },
        }}
      />
    </LocalizationProvider>
  );
}
