import { useLocaleState } from 'react-admin';
import { formatPercent } from '../format';
import type { CellProps } from './types';
import { numberOption } from './values';

/** A ratio (0.125) as a percentage ('12.5%') in the reader's locale. */
export function PercentCell({ value, field, options }: CellProps) {
  const [locale] = useLocaleState();
  const own = field.format?.type === 'percent' ? field.format : undefined;
  return <>{formatPercent(value, { decimals: numberOption(options, 'decimals') ?? own?.decimals }, locale)}</>;
}
