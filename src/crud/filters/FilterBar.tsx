/**
 * The filter bar of a schema: one input per field with a `filter` (text, select, number range,
 * date range on the console's day pickers, reference), for client and server lists alike. A text filter applies as you type
 * (after a pause), the others at once; 'Clear filters' empties them.
 */
import { memo, Suspense, useEffect, useRef, useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { useTranslate } from 'react-admin';
import { fieldLabel } from '../../kernel/format/defaults';
import type { FieldSchema, FilterSchema, ResourceSchema } from '../../kernel/types';
import { useReferenceOptions } from '../reference/useReferenceOptions';
import { filterKeys, filterOf } from '../../kernel/format/filterKeys';
import { dayBound, filterChoices } from './filterChoices';
import type { FilterPatch } from './useFilterPatch';
import { readyLazy } from '../readyLazy';

const TEXT_PAUSE_MS = 300;

type Values = Record<string, unknown>;

interface InputProps {
  field: FieldSchema;
  filter: FilterSchema;
  label: string;
  values: Values;
  set: (patch: Values, pause?: boolean) => void;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function TextFilter({ field, filter, label, values, set }: InputProps) {
  const [key] = filterKeys(field, filter);
  const [draft, setDraft] = useState(text(values[key]));
  const applied = text(values[key]);
  // 'Clear filters' (or another view) changed the value: show it.
  const last = useRef(applied);
  useEffect(() => {
    if (applied !== last.current) setDraft(applied);
    last.current = applied;
  }, [applied]);
  return (
    <TextField
      size="small"
      variant="outlined"
      fullWidth={false}
      label={label}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        set({ [key]: event.target.value || undefined }, true);
      }}
      onKeyDown={(event) => event.key === 'Enter' && set({ [key]: draft || undefined })}
      sx={{ width: 180 }}
    />
  );
}

function ChoiceFilter({ field, filter, label, values, set, choices }: InputProps & { choices: Array<{ id: unknown; name: string }> }) {
  const translate = useTranslate();
  const [key] = filterKeys(field, filter);
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      label={label}
      value={text(values[key])}
      onChange={(event) => set({ [key]: event.target.value === '' ? undefined : event.target.value })}
      // The theme makes text fields full width: a filter keeps its own width in the bar.
      fullWidth={false}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">{translate('crud.filter.any')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={String(choice.id)} value={String(choice.id)}>
          {translate(choice.name, { _: choice.name })}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ReferenceFilter(props: InputProps) {
  const reference = props.field.reference;
  const { rows } = useReferenceOptions(reference);
  const choices = rows.map((row) => ({ id: row.id, name: text(row[reference?.optionText ?? 'id']) }));
  return <ChoiceFilter {...props} choices={choices} />;
}

// The day pickers come with the first list that filters by dates, not with the console's first load.
const DayRange = readyLazy(() => import('./DayRangeFilter'));

function NumberRangeFilter({ field, filter, label, values, set }: InputProps) {
  const translate = useTranslate();
  const [from, to] = filterKeys(field, filter);
  const toValue = (value: string) => (value === '' ? undefined : value);
  const common = { size: 'small' as const, variant: 'outlined' as const, fullWidth: false, type: 'number', sx: { width: 120 }, slotProps: { inputLabel: { shrink: true } } };
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 0.5 }}>
      <TextField {...common} label={translate('crud.filter.from', { field: label })} value={text(values[from])} onChange={(event) => set({ [from]: toValue(event.target.value) }, true)} />
      <TextField {...common} label={translate('crud.filter.to', { field: label })} value={text(values[to])} onChange={(event) => set({ [to]: toValue(event.target.value) }, true)} />
    </Box>
  );
}

/** While the pickers' code loads: the two bounds' place, not yet typable. */
function DayRangeLoading({ fromLabel, toLabel }: { fromLabel: string; toLabel: string }) {
  const common = { size: 'small' as const, variant: 'outlined' as const, fullWidth: false, disabled: true, sx: { width: 160 }, slotProps: { inputLabel: { shrink: true } } };
  return (
    <>
      <TextField {...common} label={fromLabel} />
      <TextField {...common} label={toLabel} />
    </>
  );
}

function DateRangeFilter({ field, filter, label, values, set }: InputProps) {
  const translate = useTranslate();
  const [from, to] = filterKeys(field, filter);
  const fromLabel = translate('crud.filter.from', { field: label });
  const toLabel = translate('crud.filter.to', { field: label });
  // A date range covers whole days: from the first second of the start to the last of the end.
  const day = (value: unknown) => text(value).slice(0, 10);
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 0.5 }}>
      <Suspense fallback={<DayRangeLoading fromLabel={fromLabel} toLabel={toLabel} />}>
        <DayRange.Component
          fromLabel={fromLabel}
          toLabel={toLabel}
          from={day(values[from])}
          to={day(values[to])}
          onFrom={(value) => set({ [from]: dayBound(field, value, false) })}
          onTo={(value) => set({ [to]: dayBound(field, value, true) })}
        />
      </Suspense>
    </Box>
  );
}

export function filterFields(schema: ResourceSchema, visible: (field: FieldSchema) => boolean) {
  return schema.fields.flatMap((field) => {
    const filter = filterOf(field);
    return filter && visible(field) ? [{ field, filter }] : [];
  });
}

export interface FilterBarProps {
  schema: ResourceSchema;
  visible: (field: FieldSchema) => boolean;
  patch: FilterPatch;
  /** The list's filter values (the quick search `q` is not read here). */
  values: Values;
}

/** Memoised: the list's page, sort and search leave it alone. */
export const FilterBar = memo(function FilterBar({ schema, visible, patch, values }: FilterBarProps) {
  const translate = useTranslate();
  const fields = filterFields(schema, visible);
  if (fields.length === 0) return null;

  const set = (change: Values, pause = false) => patch(change, pause ? TEXT_PAUSE_MS : 0);
  const keys = fields.flatMap(({ field, filter }) => filterKeys(field, filter));
  const active = keys.some((key) => values[key] !== undefined && values[key] !== '');

  return (
    <Box component="search" aria-label={translate('crud.filter.bar')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', px: 2, pb: 1.5 }}>
      {fields.map(({ field, filter }) => {
        const { key, fallback } = fieldLabel(schema, field);
        const label = filter.label ? translate(filter.label, { _: filter.label }) : translate(key, { _: fallback });
        const props = { field, filter, label, values, set };
        switch (filter.kind) {
          case 'text':
            return <TextFilter key={field.source} {...props} />;
          case 'select':
            // A multiSelect over another resource's records offers them, as a reference filter does.
            if (field.reference && !filter.choices) return <ReferenceFilter key={field.source} {...props} />;
            return <ChoiceFilter key={field.source} {...props} choices={filterChoices(field, filter, translate)} />;
          case 'reference':
            return <ReferenceFilter key={field.source} {...props} />;
          default:
            return filter.kind === 'dateRange' ? <DateRangeFilter key={field.source} {...props} /> : <NumberRangeFilter key={field.source} {...props} />;
        }
      })}
      {active && (
        <Button
          size="small"
          startIcon={<ClearIcon />}
          onClick={() => patch(Object.fromEntries(keys.map((key) => [key, undefined])))}
        >
          {translate('crud.filter.clear')}
        </Button>
      )}
    </Box>
  );
});
