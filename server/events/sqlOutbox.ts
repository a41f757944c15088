/**
 * The outbox on SQL (table `outbox`, migration 0010_outbox). Events are written inside the change's
 * transaction; their sequence comes from the `outbox` row of idCounters, whose row lock (held to the
 * commit) makes sequences commit in order on PostgreSQL: a reader after N never finds a smaller one
 * appearing later. On PostgreSQL the transaction also notifies `outbox` with the last sequence, so
 * every server listening (events/pgListener.ts) learns of it at the commit.
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialectName } from '../sql/connect';
import type { ResourceRow } from '../resources/resourceStoreTypes';
import { isEventType, type NewOutboxEvent, type Outbox, type OutboxEvent } from './outboxTypes';
import type { OutboxSignal } from './outboxSignal';

export const OUTBOX_COUNTER = 'outbox';
export const OUTBOX_CHANNEL = 'outbox';
/** Rows per INSERT: 10 parameters each, under SQLite's 32,766. */
const ROWS_PER_INSERT = 3000;

interface OutboxRow {
  sequence: number | string;
  at: number | string;
  resource: string;
  recordId: number | string;
  type: string;
  version: number | string | null;
  actorId: number | string | null;
  actorName: string | null;
  fields: string;
  record: string;
}

const eventOf = (row: OutboxRow): OutboxEvent => ({
  sequence: Number(row.sequence),
  at: Number(row.at),
  resource: row.resource,
  recordId: Number(row.recordId),
  type: isEventType(row.type) ? row.type : 'updated',
  version: row.version === null ? null : Number(row.version),
  actorId: row.actorId === null ? null : Number(row.actorId),
  actorName: row.actorName,
  fields: JSON.parse(row.fields) as string[],
  record: JSON.parse(row.record) as ResourceRow,
});

/** Writes events inside `trx`, the transaction of the change they describe. */
export async function insertOutboxEvents(trx: Kysely<unknown>, dialect: SqlDialectName, events: readonly NewOutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  const lastId = sql.id('lastId');
  const claimed = await sql<{ lastId: number | string }>`INSERT INTO ${sql.id('idCounters')} (${sql.id('name')}, ${lastId}) VALUES (${OUTBOX_COUNTER}, ${events.length})
    ON CONFLICT (${sql.id('name')}) DO UPDATE SET ${lastId} = ${sql.ref('idCounters.lastId')} + ${events.length} RETURNING ${lastId}`.execute(trx);
  const last = Number(claimed.rows[0]?.lastId ?? Number.NaN);
  if (!Number.isInteger(last)) throw new Error('The outbox counter answered no sequence');
  let sequence = last - events.length;
  for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
    const tuples = events.slice(start, start + ROWS_PER_INSERT).map((event) => {
      sequence += 1;
      return sql`(${sql.join([sequence, event.at, event.resource, event.recordId, event.type, event.version, event.actorId, event.actorName, JSON.stringify(event.fields), JSON.stringify(event.record)])})`;
    });
    const names = ['sequence', 'at', 'resource', 'recordId', 'type', 'version', 'actorId', 'actorName', 'fields', 'record'].map((name) => sql.id(name));
    await sql`INSERT INTO ${sql.id('outbox')} (${sql.join(names)}) VALUES ${sql.join(tuples)}`.execute(trx);
  }
  if (dialect === 'postgres') await sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${String(last)})`.execute(trx);
}

export function sqlOutbox(db: Kysely<unknown>, signal: OutboxSignal): Outbox {
  const outbox = sql.id('outbox');
  return {
    async after(after, limit) {
      const { rows } = await sql<OutboxRow>`SELECT * FROM ${outbox} WHERE ${sql.id('sequence')} > ${after} ORDER BY ${sql.id('sequence')} LIMIT ${limit}`.execute(db);
      return rows.map(eventOf);
    },
    async last() {
      const { rows } = await sql<{ lastId: number | string }>`SELECT ${sql.id('lastId')} FROM ${sql.id('idCounters')} WHERE ${sql.id('name')} = ${OUTBOX_COUNTER}`.execute(db);
      return Number(rows[0]?.lastId ?? 0);
    },
    async prune(before, limit) {
      const result = await sql`DELETE FROM ${outbox} WHERE ${sql.id('sequence')} IN (SELECT ${sql.id('sequence')} FROM ${outbox} WHERE ${sql.id('at')} < ${before} ORDER BY ${sql.id('sequence')} LIMIT ${limit})`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
    async clear() {
      await sql`DELETE FROM ${outbox}`.execute(db);
    },
    subscribe: signal.subscribe,
  };
}
