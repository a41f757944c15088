/**
 * The article's display time on the console's date-and-time picker ('yyyy-MM-dd HH:mm', typed
 * section by section, 24-hour), loaded with the editor (DisplayTimeInput.tsx). It reads what the
 * server stores ('yyyy-MM-dd HH:mm:ss') and stores a picked time as the editor always has:
 * 'yyyy-MM-ddTHH:mm', local time. An untouched time is sent back as it came.
 */
import { format as formatDate } from 'date-fns';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { DATE_PATTERN, TIME_PATTERN, toDate } from '../../crud/format';
import { PickerField } from '../../crud/inputs/pickers/PickerField';
import { PickerLocale } from '../../crud/inputs/pickers/PickerLocale';
import { IMPOSSIBLE_DATE, type PickerValues } from '../../crud/inputs/pickers/pickerValues';
import { usePicked } from '../../crud/inputs/pickers/usePicked';

const DISPLAY_TIME: PickerValues = {
  read: toDate,
  write: (date) => formatDate(date, `${DATE_PATTERN}'T'${TIME_PATTERN}`),
  pattern: `${DATE_PATTERN} ${TIME_PATTERN}`,
};

const refuseImpossible: Validator = (value: unknown) => (value === IMPOSSIBLE_DATE ? 'crud.types.impossibleDate' : undefined);

export interface DisplayTimeProps {
  source: string;
  label: string;
}

export default function DisplayTimePicker({ source, label }: DisplayTimeProps) {
  const { id, field, fieldState } = useInput({ source, validate: refuseImpossible });
  const { shown, pick, leave } = usePicked(field.value, DISPLAY_TIME);
  const { invalid, error } = fieldState;
  return (
    <PickerLocale>
      <PickerField
        kind="datetime"
        pattern={DISPLAY_TIME.pattern}
        id={id}
        name={field.name}
        label={<FieldTitle label={label} source={source} />}
        value={shown}
        onChange={(date) => field.onChange(pick(date))}
        onBlur={(partial) => {
          leave(partial, field.onChange);
          field.onBlur();
        }}
        error={invalid}
        helperText={invalid ? <InputHelperText error={error?.message} helperText={false} /> : undefined}
        sx={{ minWidth: 240 }}
      />
    </PickerLocale>
  );
}
