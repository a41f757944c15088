/** The audit log on SQL (table `auditLog`, migration 0006_audit): appended inside the writes' transactions. */
import { PostgresAdapter, type Kysely } from 'kysely';
import { AUDIT_ACTIONS, type AuditAction } from '../../src/kernel/http/audit';
import type { AuditLog, NewAuditEntry, StoredAuditEntry } from '../storage/auditStore';
import type { Selectable } from 'kysely';
import type { AuditLogTable, Database } from './schema';

/** Rows per INSERT: 9 parameters each, under SQLite's 32,766. */
const ROWS_PER_INSERT = 3000;

export const isPostgres = <DB>(db: Kysely<DB>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

const rowOf = (entry: NewAuditEntry): Omit<Selectable<AuditLogTable>, 'id'> => ({ ...entry, changes: JSON.stringify(entry.changes) });

const actionOf = (value: string): AuditAction => ((AUDIT_ACTIONS as readonly string[]).includes(value) ? (value as AuditAction) : 'update');

const entryOf = (row: Selectable<AuditLogTable>): StoredAuditEntry => ({
  ...row,
  id: Number(row.id),
  at: Number(row.at),
  actorId: row.actorId === null ? null : Number(row.actorId),
  action: actionOf(row.action),
  changes: JSON.parse(row.changes) as StoredAuditEntry['changes'],
});

/** Appends entries on `on` (a transaction of the write they describe, or the database). */
export async function insertAuditEntries(on: Kysely<unknown>, entries: readonly NewAuditEntry[]): Promise<void> {
  const db = on as Kysely<Database>;
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
    await db.insertInto('auditLog').values(entries.slice(start, start + ROWS_PER_INSERT).map(rowOf)).execute();
  }
}

/** Appends one entry, if any, inside the transaction `trx` of the write it describes. */
export const journalIn = async (trx: Kysely<Database>, entry: NewAuditEntry | undefined): Promise<void> => {
  if (entry) await insertAuditEntries(trx as unknown as Kysely<unknown>, [entry]);
};

export function sqlAuditLog(db: Kysely<Database>): AuditLog {
  return {
    record: (entries) => insertAuditEntries(db as unknown as Kysely<unknown>, entries),
    async list(query) {
      let filtered = db.selectFrom('auditLog');
      if (query.actorName !== undefined) filtered = filtered.where('actorName', '=', query.actorName);
      if (query.resource !== undefined) filtered = filtered.where('resource', '=', query.resource);
      if (query.recordId !== undefined) filtered = filtered.where('recordId', '=', query.recordId);
      if (query.action !== undefined) filtered = filtered.where('action', '=', query.action);
      if (query.from !== undefined) filtered = filtered.where('at', '>=', query.from);
      if (query.to !== undefined) filtered = filtered.where('at', '<=', query.to);
      const order = query.order === 'DESC' ? 'desc' : 'asc';
      const [rows, counted] = await Promise.all([
        filtered.selectAll().orderBy('at', order).orderBy('id', order).limit(query.limit).offset(query.offset).execute(),
        filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      ]);
      return { rows: rows.map(entryOf), total: Number(counted?.n ?? 0) };
    },
    async prune(before, limit) {
      const old = db.selectFrom('auditLog').select('id').where('at', '<', before).orderBy('id').limit(limit);
      const result = await db.deleteFrom('auditLog').where('id', 'in', old).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async clear() {
      await db.deleteFrom('auditLog').execute();
    },
  };
}
