import { formatDateTime } from '../format';
import type { CellProps } from './types';
import { stringOption } from './values';

/** The display pattern: the cell's `options.display`, else the field's datetime format's. */
export function displayPattern({ field, options }: Pick<CellProps, 'field' | 'options'>): string | undefined {
  return stringOption(options, 'display') ?? (field.format?.type === 'datetime' ? field.format.display : undefined);
}

/** A date in the display pattern (default 'yyyy-MM-dd HH:mm:ss'); text that is no date as it is. */
export function DateTimeCell({ value, field, options }: CellProps) {
  return <>{formatDateTime(value, displayPattern({ field, options }))}</>;
}
