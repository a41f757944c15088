import { formatDistanceToNow } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { zhCN } from 'date-fns/locale/zh-CN';
import { useLocaleState } from 'react-admin';
import { formatDateTime, toDate } from '../format';
import { displayPattern } from './DateTimeCell';
import type { CellProps } from './types';
import { plainText } from './values';

/** '5 minutes ago' / '5 分钟前' in the console's language, the absolute time in the title. */
export function RelativeTimeCell({ value, field, options }: CellProps) {
  const [locale] = useLocaleState();
  const date = toDate(value);
  if (!date) return <>{plainText(value)}</>;
  return (
    <span title={formatDateTime(date, displayPattern({ field, options }))}>
      {formatDistanceToNow(date, { addSuffix: true, locale: locale === 'zh' ? zhCN : enUS })}
    </span>
  );
}
