import { useTranslate } from 'react-admin';
import type { CellProps } from './types';
import { choiceOf, plainText } from './values';

/** The value as text; a value among the field's choices shows the choice's label. */
export function TextCell({ value, field }: CellProps) {
  const translate = useTranslate();
  const choice = choiceOf(field, value);
  return <>{choice ? translate(choice.name, { _: choice.name }) : plainText(value)}</>;
}
