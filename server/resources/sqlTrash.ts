/**
 * A conventional resource's trash on SQL (table `trash`, migration 0007_trash): a deleted record
 * leaves `res_<name>` and enters `trash` as JSON in one transaction; restore moves it back under
 * its id in one transaction, refused whole (DuplicateError naming the field) when a unique value
 * is taken meanwhile. Every value is a bound parameter.
 */
import { sql, type Kysely } from 'kysely';
import { uniqueIgnoresCase } from '../../src/kernel/rules/rules';
import type { ResourceSchema } from '../../src/kernel/types';
import type { SqlDialectName } from '../sql/connect';
import { duplicatesAsErrors } from '../sql/errors';
import { DuplicateError } from '../storage/storeTypes';
import { storedColumns, type Column, type ColumnKind } from './columns';
import { asciiLower } from './match';
import { foldedSql, tableName } from './sqlTable';
import { insertAuditEntries } from '../sql/sqlAudit';
import { insertOutboxEvents } from '../events/sqlOutbox';
import type { EventBuilder } from '../events/recordEvents';
import { versionNames, versionValues } from './sqlVersions';
import { nextVersion, UPDATED_AT, UPDATED_BY, VERSION } from './versions';

const SYSTEM_NAMES = [VERSION, UPDATED_AT, UPDATED_BY];
import type { Journal, RecordChange } from './journal';
import type { ResourceRow, ResourceTrash, Scalar, StoredValue, TrashEntry, WriteOptions } from './resourceStoreTypes';

/** How the resource's table codes its values (sql.ts), so a restored record is stored as a written one. */
export interface RowCodec {
  decode(dialect: SqlDialectName, columns: readonly Column[]): (raw: Record<string, unknown>) => ResourceRow;
  bind(kind: ColumnKind | undefined, value: StoredValue): Scalar;
}

interface TrashRow {
  record: string;
  deletedAt: number | string;
  deletedBy: string | null;
}

const TRASH = sql.id('trash');

const entryOf = (row: TrashRow): TrashEntry => ({ record: JSON.parse(row.record) as ResourceRow, deletedAt: Number(row.deletedAt), deletedBy: row.deletedBy });

export function sqlTrashOf(db: Kysely<unknown>, dialect: SqlDialectName, schema: ResourceSchema, codec: RowCodec, events: EventBuilder, journal?: Journal): ResourceTrash {
  /** The audit entries and outbox events of a move, restore or purge, in its transaction. */
  const journaled = async (trx: Kysely<unknown>, changes: readonly RecordChange[], options: WriteOptions | undefined): Promise<void> => {
    const entries = journal?.(changes, options) ?? [];
    if (entries.length > 0) await insertAuditEntries(trx, entries);
    await insertOutboxEvents(trx, dialect, events(changes, options));
  };
  const boundAs = codec.bind;
  const columns = storedColumns(schema);
  const resource = schema.name;
  const t = sql.table(tableName(resource));
  const selection = sql.join([sql.id('id'), ...columns.map((column) => sql.id(column.source)), ...versionNames]);
  const decode = codec.decode(dialect, columns);
  const ofThis = (recordId: number) => sql`${sql.id('resource')} = ${resource} AND ${sql.id('recordId')} = ${recordId}`;
  const served = new Set(['id', ...columns.map((column) => column.source), ...SYSTEM_NAMES]);

  /** The values of a row's columns no field of the file uses (kept, not served), as the driver answers them. */
  const keptOf = (raw: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(raw).filter(([name, value]) => !served.has(name) && value !== null && value !== undefined));

  /** Writes a restored record's kept values back into the columns that still keep them. */
  const restoreKept = async (trx: Kysely<unknown>, stored: ResourceRow): Promise<void> => {
    const kept = keptOf(stored);
    if (Object.keys(kept).length === 0) return;
    const table = (await trx.introspection.getTables()).find((candidate) => candidate.name === tableName(resource));
    const present = new Set((table?.columns ?? []).map((column) => column.name));
    const set = Object.entries(kept)
      .filter(([name]) => present.has(name))
      .map(([name, value]) => sql`${sql.id(name)} = ${typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean)}`);
    if (set.length > 0) await sql`UPDATE ${t} SET ${sql.join(set)} WHERE ${sql.id('id')} = ${stored.id}`.execute(trx);
  };

  const uniqueLabels = Object.fromEntries(columns.filter((column) => column.field.unique).map((column) => [column.source, column.source]));

  /** Throws DuplicateError for the first unique value another record holds now (the index may be missing: the data broke it). */
  const refuseTaken = async (trx: Kysely<unknown>, row: ResourceRow): Promise<void> => {
    for (const column of columns) {
      const value = row[column.source];
      if (!column.field.unique || value === null || value === undefined || typeof value === 'object') continue;
      const folded = uniqueIgnoresCase(column.field) && typeof value === 'string';
      const where = folded ? sql`${foldedSql(dialect, sql.id(column.source))} = ${asciiLower(value)}` : sql`${sql.id(column.source)} = ${boundAs(column.kind, value)}`;
      const { rows } = await sql`SELECT ${sql.id('id')} FROM ${t} WHERE ${where} LIMIT 1`.execute(trx);
      if (rows.length > 0) throw new DuplicateError(`${column.source} already exists`);
    }
  };

  return {
    moveIn: (id, options = {}) =>
      db.transaction().execute(async (trx) => {
        // Every column: a removed field's kept value goes into the trash with the record, and back on restore.
        const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${t} WHERE ${sql.id('id')} = ${id}`.execute(trx);
        if (!rows[0]) return undefined;
        const row = decode(rows[0]);
        const stored = { ...keptOf(rows[0]), ...row };
        const deleted = await sql`DELETE FROM ${t} WHERE ${sql.id('id')} = ${id}`.execute(trx);
        // Another instance moved it first.
        if (Number(deleted.numAffectedRows ?? 1) === 0) return undefined;
        await sql`INSERT INTO ${TRASH} (${sql.id('resource')}, ${sql.id('recordId')}, ${sql.id('record')}, ${sql.id('deletedAt')}, ${sql.id('deletedBy')})
          VALUES (${resource}, ${id}, ${JSON.stringify(stored)}, ${Date.now()}, ${options.actor?.userName ?? null})`.execute(trx);
        await journaled(trx, [{ action: 'trash', id, before: row }], options);
        return row;
      }),

    async page(offset, limit) {
      const where = sql`${sql.id('resource')} = ${resource}`;
      const [{ rows }, counted] = await Promise.all([
        sql<TrashRow>`SELECT ${sql.id('record')}, ${sql.id('deletedAt')}, ${sql.id('deletedBy')} FROM ${TRASH} WHERE ${where}
          ORDER BY ${sql.id('deletedAt')} DESC, ${sql.id('recordId')} DESC LIMIT ${limit} OFFSET ${offset}`.execute(db),
        sql<{ n: number | string }>`SELECT count(*) AS n FROM ${TRASH} WHERE ${where}`.execute(db),
      ]);
      return { entries: rows.map(entryOf), total: Number(counted.rows[0]?.n ?? 0) };
    },

    async get(recordId) {
      const { rows } = await sql<TrashRow>`SELECT ${sql.id('record')}, ${sql.id('deletedAt')}, ${sql.id('deletedBy')} FROM ${TRASH} WHERE ${ofThis(recordId)}`.execute(db);
      return rows[0] ? entryOf(rows[0]) : undefined;
    },

    restore: (recordId, values, options) =>
      duplicatesAsErrors(
        () =>
          db.transaction().execute(async (trx) => {
            // Claims the entry: a second restore (or a purge) meanwhile finds nothing.
            const { rows } = await sql<{ record: string }>`DELETE FROM ${TRASH} WHERE ${ofThis(recordId)} RETURNING ${sql.id('record')}`.execute(trx);
            if (!rows[0]) return undefined;
            const stored = JSON.parse(rows[0].record) as ResourceRow;
            const row: ResourceRow = { id: recordId };
            for (const column of columns) row[column.source] = (column.source in values ? values[column.source] : stored[column.source]) ?? null;
            await refuseTaken(trx, row);
            // A restore is a write: the version counts on from the deleted record's.
            const names = sql.join([sql.id('id'), ...columns.map((column) => sql.id(column.source)), ...versionNames]);
            const params = sql.join([recordId, ...columns.map((column) => boundAs(column.kind, row[column.source] ?? null)), ...versionValues(nextVersion(stored, options))]);
            await sql`INSERT INTO ${t} (${names}) VALUES (${params})`.execute(trx);
            await restoreKept(trx, stored);
            const back = await sql<Record<string, unknown>>`SELECT ${selection} FROM ${t} WHERE ${sql.id('id')} = ${recordId}`.execute(trx);
            const restored = back.rows[0] ? decode(back.rows[0]) : undefined;
            if (restored) await journaled(trx, [{ action: 'restore', id: recordId, after: restored }], options);
            return restored;
          }),
        uniqueLabels,
        'A unique field already exists',
      ),

    purge: (recordId, options) =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ record: string }>`DELETE FROM ${TRASH} WHERE ${ofThis(recordId)} RETURNING ${sql.id('record')}`.execute(trx);
        if (!rows[0]) return false;
        await journaled(trx, [{ action: 'purge', id: recordId, before: JSON.parse(rows[0].record) as ResourceRow }], options);
        return true;
      }),

    purgeAll: (options) =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ record: string }>`DELETE FROM ${TRASH} WHERE ${sql.id('resource')} = ${resource} RETURNING ${sql.id('record')}`.execute(trx);
        const purged = rows.map((row) => JSON.parse(row.record) as ResourceRow);
        await journaled(trx, purged.map((before) => ({ action: 'purge', id: before.id, before })), options);
        return purged.length;
      }),
  };
}
