const pad = (value: number): string => String(value).padStart(2, '0');

/** 'yyyy-MM-dd HH:mm' in local time (the template's '{y}-{m}-{d} {h}:{i}'). */
export function formatMinute(timestamp: number): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
