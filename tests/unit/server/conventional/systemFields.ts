/** A record without its system fields (_version, _updatedAt, _updatedBy), for tests that compare field values. */
const SYSTEM = new Set(['_version', '_updatedAt', '_updatedBy']);

export function bare<T>(row: T): T {
  if (typeof row !== 'object' || row === null) return row;
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SYSTEM.has(key))) as T;
}
