import { useState } from 'react';
import { IMPOSSIBLE_DATE, storedOf, type PickerValues } from './pickerValues';

/**
 * A stored value as its picker's date. While the form holds what the picker last stored, the
 * picker gets its own date back (a half-typed or impossible date stays as typed); any other value
 * (a reset, another input) is read afresh.
 */
export function usePicked(stored: unknown, values: PickerValues) {
  const [picked, setPicked] = useState<{ stored: unknown; date: Date | null } | null>(null);
  const shown = picked !== null && Object.is(picked.stored, stored) ? picked.date : values.read(stored);
  const pick = (date: Date | null) => {
    const next = storedOf(date, values);
    setPicked({ stored: next, date });
    return next;
  };
  /** The picker's sections are half filled: the form holds IMPOSSIBLE_DATE, the picker keeps its sections. */
  const pickPartial = () => {
    setPicked({ stored: IMPOSSIBLE_DATE, date: null });
    return IMPOSSIBLE_DATE;
  };
  /** Focus left the picker: a half-filled one is refused, a whole one is left as it is. */
  const leave = (partial: boolean, onChange: (stored: unknown) => void) => {
    if (partial) onChange(pickPartial());
  };
  return { shown, pick, leave };
}
