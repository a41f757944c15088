/**
 * One date, time or date-and-time picker: a field typed section by section in the console's date
 * format, 24-hour, with its calendar or clock a button away (Alt+Down or the button from the
 * keyboard). The desktop pickers everywhere: their field stays typable on a phone too.
 */
import { useRef, type FocusEvent, type ReactNode } from 'react';
import { useMediaQuery, useTheme } from '@mui/material';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

export type PickerKind = 'date' | 'time' | 'datetime';

export interface PickerFieldProps {
  kind: PickerKind;
  /** The date-fns pattern of the field's sections. */
  pattern: string;
  id: string;
  name: string;
  label: ReactNode;
  value: Date | null;
  onChange: (date: Date | null) => void;
  /** Focus left the field; `partial`: some sections are filled and some are not, so it names no date. */
  onBlur?: (partial: boolean) => void;
  error?: boolean;
  helperText?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  /** The field's look where it is not the form's (the theme's): a list's filter bar is outlined. */
  variant?: 'outlined' | 'filled' | 'standard';
  sx?: object;
}

/** Every minute and second can be picked in the popup's clock, not only multiples of 5. */
const TIME_STEPS = { hours: 1, minutes: 1, seconds: 1 };

const withSeconds = (pattern: string) => /s/.test(pattern.replace(/'[^']*'/g, ''));
const twelveHour = (pattern: string) => /[ah]/.test(pattern.replace(/'[^']*'/g, ''));

function timeViews(pattern: string): Array<'hours' | 'minutes' | 'seconds'> {
  return withSeconds(pattern) ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes'];
}

export function PickerField({ kind, pattern, id, name, label, value, onChange, onBlur, error, helperText, readOnly, disabled, fullWidth, variant, sx }: PickerFieldProps) {
  // The form's text fields' look (variant, margin, size) is the theme's; the pickers' own field follows it.
  const theme = useTheme();
  const textDefaults = theme.components?.MuiTextField?.defaultProps ?? {};
  // A phone has no room for the time columns beside the calendar.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  // The field's hidden input holds its sections' text ('21:mm'), empty only when every section is.
  const sectionsText = useRef<HTMLInputElement>(null);
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    onBlur?.(value === null && (sectionsText.current?.value ?? '') !== '');
  };
  const common = {
    value,
    onChange: (date: Date | null) => onChange(date),
    format: pattern,
    readOnly,
    disabled,
    slotProps: {
      textField: {
        id,
        name,
        label,
        onBlur: leave,
        inputRef: sectionsText,
        helperText,
        fullWidth,
        sx,
        variant: variant ?? textDefaults.variant,
        margin: textDefaults.margin,
        size: 'small' as const,
        ...(error === undefined ? {} : { error }),
      },
    },
  };
  if (kind === 'date') return <DesktopDatePicker {...common} />;
  const clock = { ampm: twelveHour(pattern), timeSteps: TIME_STEPS };
  if (kind === 'time') return <DesktopTimePicker {...common} {...clock} views={timeViews(pattern)} />;
  // MUI's desktop date-time popup always sets the time beside the calendar, which runs off a phone's
  // screen: there the popup is the calendar alone (a picked day is taken at once, Escape closes) and
  // the time is typed in the field's sections.
  const calendarOnly = narrow ? { viewRenderers: { hours: null, minutes: null, seconds: null }, slotProps: { ...common.slotProps, actionBar: { actions: [] } } } : {};
  return <DesktopDateTimePicker {...common} {...clock} {...calendarOnly} views={['year', 'month', 'day', ...timeViews(pattern)]} openTo="day" />;
}
