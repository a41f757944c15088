/**
 * A date range filter's two day pickers, in the console's one date format (typed section by
 * section, English or Chinese), loaded with the first list that has one (FilterBar.tsx).
 * Each bound reports its day ('yyyy-MM-dd'), or '' when emptied or not yet a whole day.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { isValid } from 'date-fns';
import { PickerField } from '../inputs/pickers/PickerField';
import { PickerLocale } from '../inputs/pickers/PickerLocale';
import { DAY_VALUES } from '../inputs/pickers/pickerValues';

interface DayBoundProps {
  label: string;
  /** The day the list is filtered by ('' when none). */
  day: string;
  onDay: (day: string) => void;
}

function DayBound({ label, day, onDay }: DayBoundProps) {
  const id = useId();
  const [shown, setShown] = useState<Date | null>(() => DAY_VALUES.read(day));
  // The day this picker last sent: the list echoing it back leaves a half-typed date as typed;
  // any other day ('Clear filters', another view) is shown afresh.
  const sent = useRef(day);
  useEffect(() => {
    if (day === sent.current) return;
    sent.current = day;
    setShown(DAY_VALUES.read(day));
  }, [day]);
  const change = (date: Date | null) => {
    const next = date !== null && isValid(date) ? String(DAY_VALUES.write(date)) : '';
    setShown(date);
    if (next === sent.current) return;
    sent.current = next;
    onDay(next);
  };
  return <PickerField kind="date" pattern={DAY_VALUES.pattern} id={id} name={id} label={label} value={shown} onChange={change} variant="outlined" sx={{ width: 160 }} />;
}

export interface DayRangeFilterProps {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}

export default function DayRangeFilter({ fromLabel, toLabel, from, to, onFrom, onTo }: DayRangeFilterProps) {
  return (
    <PickerLocale>
      <DayBound label={fromLabel} day={from} onDay={onFrom} />
      <DayBound label={toLabel} day={to} onDay={onTo} />
    </PickerLocale>
  );
}
