/**
 * Webhooks and their deliveries on SQL (tables `webhooks`, `webhookDeliveries`, migration
 * 0011_webhooks; the cursor is the `webhookCursor` row of idCounters). A claim leases due deliveries
 * in one statement; on PostgreSQL it skips the rows another server is claiming (FOR UPDATE SKIP LOCKED).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DeliveryAttempt, DeliveryRow, DeliveryStatus, WebhookEventType } from '../../src/kernel/http/webhooks';
import type { SqlDialectName } from '../sql/connect';
import { journalIn } from '../sql/sqlAudit';
import type { Database, WebhookDeliveriesTable, WebhooksTable } from '../sql/schema';
import { MAX_KEPT_ATTEMPTS, type StoredWebhook, type WebhookStore } from './webhookStore';

const CURSOR = 'webhookCursor';

const hookOf = (row: Selectable<WebhooksTable>): StoredWebhook => ({
  id: row.id,
  url: row.url,
  resources: JSON.parse(row.resources) as string[],
  events: JSON.parse(row.events) as WebhookEventType[],
  role: row.role,
  secret: row.secret,
  paused: Number(row.paused) === 1,
  pausedReason: row.pausedReason,
  createdBy: Number(row.createdBy),
  createdAt: Number(row.createdAt),
});

const rowOf = (hook: StoredWebhook): WebhooksTable => ({ ...hook, resources: JSON.stringify(hook.resources), events: JSON.stringify(hook.events), paused: hook.paused ? 1 : 0 });

const deliveryOf = (row: Selectable<WebhookDeliveriesTable>): DeliveryRow => ({
  id: Number(row.id),
  webhookId: row.webhookId,
  sequence: Number(row.sequence),
  type: row.type as WebhookEventType,
  resource: row.resource,
  recordId: Number(row.recordId),
  status: row.status as DeliveryStatus,
  attempts: JSON.parse(row.attempts) as DeliveryAttempt[],
  nextAt: row.nextAt === null ? null : Number(row.nextAt),
  createdAt: Number(row.createdAt),
});

export function sqlWebhooks(db: Kysely<Database>, dialect: SqlDialectName): WebhookStore {
  const get = async (on: Kysely<Database>, id: string) => {
    const row = await on.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
    return row && hookOf(row);
  };
  return {
    async count() {
      const row = await db.selectFrom('webhooks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    list: async () => (await db.selectFrom('webhooks').selectAll().orderBy('createdAt').orderBy('id').execute()).map(hookOf),
    get: (id) => get(db, id),
    insert: (hook, audit) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('webhooks').values(rowOf(hook)).execute();
        await journalIn(trx, audit?.(undefined, hook));
      }),
    update: (id, patch, audit) =>
      db.transaction().execute(async (trx) => {
        const before = await get(trx, id);
        if (!before) return undefined;
        const after: StoredWebhook = { ...before, ...patch };
        await trx.updateTable('webhooks').set(rowOf(after)).where('id', '=', id).execute();
        await journalIn(trx, audit?.(before, after));
        return after;
      }),
    remove: (id, audit) =>
      db.transaction().execute(async (trx) => {
        const before = await get(trx, id);
        if (!before) return false;
        await trx.deleteFrom('webhookDeliveries').where('webhookId', '=', id).execute();
        await trx.deleteFrom('webhooks').where('id', '=', id).execute();
        await journalIn(trx, audit?.(before, undefined));
        return true;
      }),
    async cursor() {
      const row = await db.selectFrom('idCounters').select('lastId').where('name', '=', CURSOR).executeTakeFirst();
      return row ? Number(row.lastId) : -1;
    },
    enqueue: (from, to, deliveries) =>
      db.transaction().execute(async (trx) => {
        const moved =
          from === -1
            ? await trx.insertInto('idCounters').values({ name: CURSOR, lastId: to }).onConflict((conflict) => conflict.column('name').doNothing()).executeTakeFirst()
            : await trx.updateTable('idCounters').set({ lastId: to }).where('name', '=', CURSOR).where('lastId', '=', from).executeTakeFirst();
        const count = 'numInsertedOrUpdatedRows' in moved ? moved.numInsertedOrUpdatedRows : moved.numUpdatedRows;
        if (Number(count ?? 0) !== 1) return false;
        if (deliveries.length > 0) {
          await trx
            .insertInto('webhookDeliveries')
            .values(deliveries.map((delivery) => ({ ...delivery, status: 'pending', tries: 0, attempts: '[]', nextAt: delivery.createdAt, leaseUntil: 0 })))
            .execute();
        }
        return true;
      }),
    async claim(now, leaseMs, limit) {
      const skipLocked = dialect === 'postgres' ? sql`FOR UPDATE OF d SKIP LOCKED` : sql``;
      const { rows } = await sql<Selectable<WebhookDeliveriesTable>>`
        UPDATE ${sql.id('webhookDeliveries')} SET ${sql.id('leaseUntil')} = ${now + leaseMs}
        WHERE ${sql.id('id')} IN (
          SELECT d.${sql.id('id')} FROM ${sql.id('webhookDeliveries')} d JOIN ${sql.id('webhooks')} w ON w.${sql.id('id')} = d.${sql.id('webhookId')}
          WHERE d.${sql.id('status')} = 'pending' AND d.${sql.id('nextAt')} <= ${now} AND d.${sql.id('leaseUntil')} <= ${now} AND w.${sql.id('paused')} = 0
          ORDER BY d.${sql.id('id')} LIMIT ${limit} ${skipLocked})
        RETURNING *`.execute(db);
      return rows.map((row) => ({ id: Number(row.id), webhookId: row.webhookId, sequence: Number(row.sequence), tries: Number(row.tries), attempts: JSON.parse(row.attempts) as DeliveryAttempt[] }));
    },
    async settle(id, attempts, outcome) {
      await db
        .updateTable('webhookDeliveries')
        .set({ attempts: JSON.stringify(attempts.slice(-MAX_KEPT_ATTEMPTS)), status: outcome.status, tries: outcome.tries, nextAt: outcome.nextAt, leaseUntil: 0 })
        .where('id', '=', id)
        .execute();
    },
    async deliveries(webhookId, limit) {
      return (await db.selectFrom('webhookDeliveries').selectAll().where('webhookId', '=', webhookId).orderBy('id', 'desc').limit(limit).execute()).map(deliveryOf);
    },
    async resend(webhookId, deliveryId, now) {
      const result = await db.updateTable('webhookDeliveries').set({ status: 'pending', tries: 0, nextAt: now, leaseUntil: 0 }).where('id', '=', deliveryId).where('webhookId', '=', webhookId).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async clear() {
      await db.deleteFrom('webhookDeliveries').execute();
      await db.deleteFrom('webhooks').execute();
    },
  };
}
