/** Cells of lists and groups: chosen options or records as chips, a group's 'key: value' summary, rows counted. */
import { Chip, Stack } from '@mui/material';
import type { FieldSchema } from '../../../kernel/types';
import { useReferenceOptions } from '../../reference/useReferenceOptions';
import { chipColor } from '../chipColor';
import type { CellProps } from '../types';
import { choiceOf, plainText } from '../values';
import { useTextContext } from '../../values/useTextContext';
import { valueText } from '../../values/valueText';

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
  const context = useTextContext();
  if (!Array.isArray(value)) return <>{plainText(value)}</>;
  if (field.reference) return <ReferenceChips ids={value} reference={field.reference} />;
  const items = value.map((id, index) => {
    const choice = choiceOf(field, id);
    return { key: `${index}:${String(id)}`, label: valueText(field, id, context), color: choice?.color };
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
  return <>{valueText(field, value, useTextContext())}</>;
}

/** Rows of an array, counted: '3 items'. */
export function ArrayCell({ value, field }: CellProps) {
  return <>{valueText(field, value, useTextContext())}</>;
}
