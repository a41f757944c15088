/** Cells of lists and groups: chosen options or records as chips, a group's 'key: value' summary, rows counted. */
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isPlainObject } from '../../../kernel/rules/typeShapes';
import type { FieldSchema } from '../../../kernel/types';
import { useReferenceOptions } from '../../reference/useReferenceOptions';
import { chipColor } from '../chipColor';
import type { CellProps } from '../types';
import { choiceOf, plainText } from '../values';
import { subLabel } from './subLabel';

interface ChipItem {
  key: string;
  label: string;
  color?: keyof typeof chipColor;
}

function Chips({ items }: { items: ChipItem[] }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((item) => (
        <Chip key={item.key} size="small" label={item.label} color={chipColor[item.color ?? 'default']} />
      ))}
    </Stack>
  );
}

/** Ids of another resource's records as chips of their option text (the raw id until known, or when gone). */
function ReferenceChips({ ids, reference }: { ids: unknown[]; reference: NonNullable<FieldSchema['reference']> }) {
  const { rows } = useReferenceOptions(reference);
  const items = ids.map((id, index) => {
    const row = rows.find((candidate) => String(candidate.id) === String(id));
    return { key: `${index}:${String(id)}`, label: plainText(row ? row[reference.optionText] : id) };
  });
  return <Chips items={items} />;
}

/** multiSelect: chips of the choices' names, or of the referenced records' texts. */
export function MultiSelectCell({ value, field }: CellProps) {
  const translate = useTranslate();
  if (!Array.isArray(value)) return <>{plainText(value)}</>;
  if (field.reference) return <ReferenceChips ids={value} reference={field.reference} />;
  const items = value.map((id, index) => {
    const choice = choiceOf(field, id);
    return { key: `${index}:${String(id)}`, label: choice ? translate(choice.name, { _: choice.name }) : plainText(id), color: choice?.color };
  });
  return <Chips items={items} />;
}

/** references: chips of the referenced records' option texts. */
export function ReferencesCell({ value, field }: CellProps) {
  if (!Array.isArray(value) || !field.reference) return <>{plainText(value)}</>;
  return <ReferenceChips ids={value} reference={field.reference} />;
}

/** A group as 'City: Paris, Zip: 75000': its sub-fields in order (their labels), then keys it does not declare. */
export function ObjectCell({ value, field }: CellProps) {
  const translate = useTranslate();
  if (!isPlainObject(value)) return <>{plainText(value)}</>;
  const declared = field.fields ?? [];
  const known = new Set(declared.map((sub) => sub.source));
  const parts = [
    ...declared.map((sub) => {
      const label = subLabel(sub);
      const shown = choiceOf(sub, value[sub.source]);
      return [translate(label.key, { _: label.fallback }), shown ? translate(shown.name, { _: shown.name }) : summary(value[sub.source])] as const;
    }),
    ...Object.keys(value)
      .filter((key) => !known.has(key))
      .map((key) => [key, summary(value[key])] as const),
  ].filter(([, text]) => text !== '');
  return <>{parts.map(([label, text]) => `${label}: ${text}`).join(', ')}</>;
}

/** A nested value in a summary: lists and groups as JSON-ish text, short. */
function summary(value: unknown): string {
  if (isPlainObject(value)) return JSON.stringify(value);
  return plainText(value);
}

/** Rows of an array, counted: '3 items'. */
export function ArrayCell({ value }: CellProps) {
  const translate = useTranslate();
  if (!Array.isArray(value)) return <>{plainText(value)}</>;
  return <>{translate('crud.types.items', { smart_count: value.length })}</>;
}
