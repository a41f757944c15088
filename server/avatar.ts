/** A small SVG avatar as a data: URI (no network, no asset file). */
const COLORS = ['#1890ff', '#13c2c2', '#52c41a', '#faad14', '#f5222d', '#722ed1'];

export function avatarFor(userName: string): string {
  const initial = (userName.trim()[0] ?? '?').toUpperCase();
  let hash = 0;
  for (const char of userName) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const color = COLORS[hash % COLORS.length] ?? COLORS[0];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">` +
    `<rect width="80" height="80" rx="12" fill="${color}"/>` +
    `<text x="40" y="53" font-family="Arial,sans-serif" font-size="36" fill="#fff" text-anchor="middle">${initial.replace(/[<>&"]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
