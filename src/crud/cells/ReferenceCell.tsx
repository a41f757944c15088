import { useReferenceOptions } from '../reference/useReferenceOptions';
import { useTextContext } from '../values/useTextContext';
import { valueText } from '../values/valueText';
import type { CellProps } from './types';
import { plainText } from './values';

/** A reference shows the referenced row's text (its `optionText`), the raw id until it is known or when it is gone. */
export function ReferenceCell({ value, field }: CellProps) {
  const { rows } = useReferenceOptions(field.reference);
  const context = useTextContext();
  if (value === undefined || value === null || value === '') return null;
  const nameOf = (reference: { optionText: string }, id: unknown) => {
    const row = rows.find((candidate) => String(candidate.id) === String(id));
    return row ? plainText(row[reference.optionText]) : undefined;
  };
  return <>{valueText(field, value, { ...context, nameOf })}</>;
}
