/** Date formatting shared by seed data and handlers. */

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * 'yyyy-MM-dd HH:mm:ss'. Seed data uses UTC so it is the same in every time zone; records created
 * at run time use the local clock.
 */
export function formatDateTime(date: Date, utc = false): string {
  const parts = utc
    ? [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()]
    : [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()];
  const [y, mo, d, h, mi, s] = parts as [number, number, number, number, number, number];
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}
