/**
 * Record versions on the wire: every record of a conventional resource carries these
 * read-only system fields, and a write carrying a stale `_version` is refused with HTTP 409 and
 * STALE_VERSION_CODE, its `data` the stored record's StoredVersion.
 */
export const STALE_VERSION_CODE = '40901';

export const SYSTEM_FIELD_NAMES = ['_version', '_updatedAt', '_updatedBy'] as const;

export interface StoredVersion {
  /** 1 on create, +1 on each write. */
  _version: number;
  /** ISO 8601. */
  _updatedAt: string | null;
  /** The userName of the last writer. */
  _updatedBy: string | null;
}

/** The stored version a 40901 answer carries, or undefined when `data` is not one. */
export function storedVersionIn(data: unknown): StoredVersion | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { _version, _updatedAt, _updatedBy } = data as Record<string, unknown>;
  if (typeof _version !== 'number' || !Number.isInteger(_version)) return undefined;
  return { _version, _updatedAt: typeof _updatedAt === 'string' ? _updatedAt : null, _updatedBy: typeof _updatedBy === 'string' ? _updatedBy : null };
}

/** The `_version` of each of `ids` among the rows as read (a bulk edit's `versions`); rows without one are left out. */
export function versionsOfRows(rows: readonly Record<string, unknown>[], ids: readonly (string | number)[]): Record<string, number> {
  const wanted = new Set(ids.map(String));
  const versions: Record<string, number> = {};
  for (const row of rows) {
    const { id, _version } = row;
    if ((typeof id === 'string' || typeof id === 'number') && wanted.has(String(id)) && typeof _version === 'number') versions[String(id)] = _version;
  }
  return versions;
}
