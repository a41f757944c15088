import type { CellProps } from './types';
import { useTextContext } from '../values/useTextContext';
import { valueText } from '../values/valueText';

/** The value as a person reads it (valueText): a value among the field's choices shows the choice's label. */
export function TextCell({ value, field }: CellProps) {
  return <>{valueText(field, value, useTextContext())}</>;
}
