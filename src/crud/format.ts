/** 'yyyy-MM-dd HH:mm:ss' for a date, a timestamp or an already formatted string. */
export function formatDateTime(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string' && !/^\d+$/.test(value)) return value;
  const numeric = Number(value);
  const date = new Date(numeric < 1e11 ? numeric * 1000 : numeric);
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
