import { useReferenceOptions } from '../reference/useReferenceOptions';
import type { CellProps } from './types';
import { plainText } from './values';

/** A reference shows the referenced row's text (its `optionText`), the raw id until it is known or when it is gone. */
export function ReferenceCell({ value, field }: CellProps) {
  const { rows } = useReferenceOptions(field.reference);
  if (value === undefined || value === null || value === '') return null;
  const row = rows.find((candidate) => String(candidate.id) === String(value));
  const text = row && field.reference ? row[field.reference.optionText] : undefined;
  return <>{plainText(text ?? value)}</>;
}
