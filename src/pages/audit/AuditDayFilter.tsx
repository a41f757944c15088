/** A day bound of the Audit log's filter ('yyyy-MM-dd', '' when empty) on the form's day picker. */
import { useId } from 'react';
import { PickerField } from '../../crud/inputs/pickers/PickerField';
import { DAY_VALUES } from '../../crud/inputs/pickers/pickerValues';
import { usePicked } from '../../crud/inputs/pickers/usePicked';

interface AuditDayFilterProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
}

export function AuditDayFilter({ label, value, onChange }: AuditDayFilterProps) {
  const id = useId();
  const { shown, pick, leave } = usePicked(value === '' ? null : value, DAY_VALUES);
  const write = (stored: unknown) => onChange(typeof stored === 'string' ? stored : '');
  return (
    <PickerField
      kind="date"
      pattern={DAY_VALUES.pattern}
      id={id}
      name={id}
      label={label}
      value={shown}
      onChange={(date) => write(pick(date))}
      onBlur={(partial) => leave(partial, write)}
      sx={{ width: 180 }}
    />
  );
}
