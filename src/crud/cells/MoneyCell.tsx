import { useLocaleState } from 'react-admin';
import { formatMoney } from '../format';
import type { CellProps } from './types';
import { numberOption, stringOption } from './values';

/** An amount in the reader's locale: the field's money format, overridden by the cell's options. */
export function MoneyCell({ value, field, options }: CellProps) {
  const [locale] = useLocaleState();
  const own = field.format?.type === 'money' ? field.format : undefined;
  const currency = stringOption(options, 'currency') ?? own?.currency;
  const decimals = numberOption(options, 'decimals') ?? own?.decimals;
  return <>{formatMoney(value, { currency, decimals }, locale)}</>;
}
