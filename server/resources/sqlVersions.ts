/**
 * The version columns of a conventional resource's SQL table (versions.ts): `_version` (integer,
 * NOT NULL DEFAULT 1, so rows stored before versions start at 1), `_updatedAt` and `_updatedBy`
 * (text). Added by ensureTable when missing; the same statements on SQLite and PostgreSQL.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { UPDATED_AT, UPDATED_BY, VERSION, type StoredVersion } from './versions';

type Fragment = RawBuilder<unknown>;

export async function ensureVersionColumns(db: Kysely<unknown>, table: string, existing: ReadonlySet<string>): Promise<void> {
  if (!existing.has(VERSION)) await db.schema.alterTable(table).addColumn(VERSION, 'integer', (column) => column.notNull().defaultTo(1)).execute();
  for (const name of [UPDATED_AT, UPDATED_BY]) if (!existing.has(name)) await db.schema.alterTable(table).addColumn(name, 'text').execute();
}

/** The version columns in a SELECT list, an INSERT's column list, or a tuple of values. */
export const versionNames: Fragment[] = [VERSION, UPDATED_AT, UPDATED_BY].map((name) => sql.id(name));
export const versionValues = (stamp: StoredVersion): Array<string | number | null> => [stamp._version, stamp._updatedAt, stamp._updatedBy];

/** The SET assignments of one more write (the version counted in SQL, never read then written). */
export const bumpAssignments = (stamp: Pick<StoredVersion, '_updatedAt' | '_updatedBy'>): Fragment[] => [
  sql`${sql.id(VERSION)} = ${sql.id(VERSION)} + 1`,
  sql`${sql.id(UPDATED_AT)} = ${stamp._updatedAt}`,
  sql`${sql.id(UPDATED_BY)} = ${stamp._updatedBy}`,
];

/** ` AND _version = <expected>` when a version is expected, else nothing. */
export const versionCondition = (expectedVersion: number | undefined): Fragment =>
  expectedVersion === undefined ? sql`` : sql` AND ${sql.id(VERSION)} = ${expectedVersion}`;

/** The version fields of a raw row. */
export function decodeVersion(raw: Record<string, unknown>): StoredVersion {
  const version = Number(raw[VERSION]);
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return { _version: Number.isInteger(version) && version > 0 ? version : 1, _updatedAt: text(raw[UPDATED_AT]), _updatedBy: text(raw[UPDATED_BY]) };
}

