// @vitest-environment node
/**
 * The outbox on the store TEST_STORE names: every kind of committed change of a conventional record
 * writes its event (create, update, delete, trash, restore, purge, import, bulk edit, action,
 * history restore), numbered in order, with who, the version and the changed fields; a resource without history has events too; a refused write leaves none; on SQL a change
 * whose event cannot be written is rolled back with it; retention prunes old events.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pruneAudit } from '../../../../server/audit/retention';
import type { OutboxEvent } from '../../../../server/events/outboxTypes';
import { TEST_STORE } from '../../storage/stores';
import { eventsApp, ticket, type EventsApp } from '../apiFixtures';

type Row = Record<string, unknown> & { id: number; _version: number };

let api: EventsApp;
let admin = '';
let editor = '';

beforeAll(async () => {
  api = await eventsApp();
});
beforeEach(async () => {
  await api.opened.store.reset();
  admin = await api.login('admin');
  editor = await api.login('editor');
});
afterAll(async () => {
  await api.opened.dispose();
});

const ok = async <T = Row>(path: string, method: string, body?: unknown, token = admin): Promise<T> => {
  const answer = await api.call<T>(path, { method, body, token });
  expect(answer, path).toMatchObject({ code: '00000' });
  return answer.data;
};
const since = async (sequence: number): Promise<OutboxEvent[]> => api.opened.store.outbox.after(sequence, 1000);
const brief = (events: readonly OutboxEvent[]) => events.map(({ resource, recordId, type, version, actorName, fields }) => [resource, recordId, type, version, actorName, fields]);

describe(`the outbox (${TEST_STORE})`, () => {
  it('writes one event per change of every kind, in sequence order, with who, version and changed fields', async () => {
    const start = await api.opened.store.outbox.last();
    const a = await ok('/ticket', 'POST', { title: 'A', amount: 1 });
    await ok(`/ticket/${a.id}`, 'PUT', { amount: 2 }, editor);
    const b = await ok('/ticket', 'POST', { title: 'B' });
    await ok('/ticket/_bulk', 'POST', { ids: [a.id, b.id], values: { amount: 7 } });
    await ok('/ticket/_import', 'POST', { rows: [{ title: 'B', amount: 8 }, { title: 'C' }] });
    await ok('/ticket/_actions/close', 'POST', { ids: [b.id] });
    const [, firstUpdate] = (await api.call<Array<{ id: number }>>(`/_history/ticket/${a.id}`, { token: admin })).data.slice(-2).reverse();
    const current = await ok(`/ticket/${a.id}`, 'GET');
    await ok(`/_history/ticket/${a.id}/${firstUpdate!.id}/restore`, 'POST', { _version: current._version });
    await ok(`/ticket/${a.id}`, 'DELETE');
    await ok(`/_trash/ticket/${a.id}/restore`, 'POST');
    await ok(`/ticket/${b.id}`, 'DELETE');
    await ok(`/_trash/ticket/${b.id}`, 'DELETE');

    const events = await since(start);
    const c = events.find((event) => event.type === 'created' && event.record.title === 'C')!;
    expect(brief(events)).toEqual([
      ['ticket', a.id, 'created', 1, 'admin', ['title', 'amount']],
      ['ticket', a.id, 'updated', 2, 'editor', ['amount']],
      ['ticket', b.id, 'created', 1, 'admin', ['title']],
      ['ticket', a.id, 'updated', 3, 'admin', ['amount']],
      ['ticket', b.id, 'updated', 2, 'admin', ['amount']],
      ['ticket', b.id, 'updated', 3, 'admin', ['amount']],
      ['ticket', c.recordId, 'created', 1, 'admin', ['title']],
      ['ticket', b.id, 'updated', 4, 'admin', ['amount']],
      ['ticket', a.id, 'updated', 4, 'admin', ['amount']],
      ['ticket', a.id, 'trashed', 4, 'admin', ['title', 'amount']],
      ['ticket', a.id, 'restored', 5, 'admin', ['title', 'amount']],
      ['ticket', b.id, 'trashed', 4, 'admin', ['title', 'amount']],
      ['ticket', b.id, 'purged', 4, 'admin', ['title', 'amount']],
    ]);
    // The history restore put back the amount the first update wrote.
    expect(events[8]!.record).toMatchObject({ amount: 2 });
    const sequences = events.map((event) => event.sequence);
    expect(sequences).toEqual(sequences.map((_, index) => start + index + 1));
    expect(await api.opened.store.outbox.last()).toBe(start + events.length);
    expect(events.every((event) => Math.abs(event.at - Date.now()) < 60_000)).toBe(true);
  });

  it('writes events for a resource that keeps no history, and for an update that changed no field (its version moved)', async () => {
    const start = await api.opened.store.outbox.last();
    const row = await ok('/scratch', 'POST', { title: 'x' });
    await ok(`/scratch/${row.id}`, 'PUT', { title: 'x' });
    expect(brief(await since(start))).toEqual([
      ['scratch', row.id, 'created', 1, 'admin', ['title']],
      ['scratch', row.id, 'updated', 2, 'admin', []],
    ]);
  });

  it('writes no event for a refused write (rules, unique clash in the store, a stale version)', async () => {
    const first = await ok('/ticket', 'POST', { title: 'A' });
    const second = await ok('/ticket', 'POST', { title: 'B' });
    const start = await api.opened.store.outbox.last();
    expect((await api.call('/ticket', { method: 'POST', token: admin, body: { amount: 1 } })).code).toBe('40001');
    expect((await api.call(`/ticket/${second.id}`, { method: 'PUT', token: admin, body: { amount: 3, _version: 9 } })).status).toBe(409);
    const records = await api.opened.store.resources.open(ticket);
    await expect(records.update(second.id, { title: 'A' })).rejects.toThrow(/already exists/);
    await expect(records.writeAll([{ op: 'update', id: first.id, patch: { amount: 5 } }, { op: 'insert', values: { title: 'B' } }])).rejects.toThrow();
    expect(await since(start)).toEqual([]);
    expect(await api.opened.store.outbox.last()).toBe(start);
  });

  it('wakes its subscribers after a change committed, when the event can be read', async () => {
    const start = await api.opened.store.outbox.last();
    // Each wake reads the outbox (on PostgreSQL a wake may also come from the LISTEN connection opening).
    let read: string[] = [];
    const stop = api.opened.store.outbox.subscribe(() => {
      void since(start).then((events) => {
        read = events.map((event) => String(event.record.title));
      });
    });
    try {
      await ok('/ticket', 'POST', { title: 'Woken' });
      await expect.poll(() => read).toEqual(['Woken']);
    } finally {
      stop();
    }
  });

  it('prunes events older than the retention with the audit log, and keeps the sequence counting', async () => {
    await ok('/ticket', 'POST', { title: 'Old' });
    const last = await api.opened.store.outbox.last();
    const day = 24 * 60 * 60 * 1000;
    expect(await pruneAudit(api.opened.store.outbox, 365, Date.now() + 400 * day)).toBeGreaterThanOrEqual(1);
    expect(await since(0)).toEqual([]);
    await ok('/ticket', 'POST', { title: 'New' });
    expect((await since(0)).map((event) => event.sequence)).toEqual([last + 1]);
  });
});

describe.skipIf(TEST_STORE === 'memory')(`the event and the change are one transaction (${TEST_STORE})`, () => {
  it('rolls every kind of change back when its event cannot be written, and writes no audit entry either', async () => {
    const row = await ok('/ticket', 'POST', { title: 'Kept', amount: 1 });
    // The refused request's server error is logged.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sql } = await import('kysely');
    const db = (api.opened.store as unknown as { db: import('kysely').Kysely<unknown> }).db;
    const entries = (await api.opened.store.audit.list({ resource: 'ticket', order: 'ASC', offset: 0, limit: 100 })).total;
    await sql`ALTER TABLE ${sql.id('outbox')} RENAME TO ${sql.id('outboxAway')}`.execute(db);
    try {
      const records = await api.opened.store.resources.open(ticket);
      const trash = await api.opened.store.resources.trash(ticket);
      await expect(records.insert({ title: 'Ghost' })).rejects.toThrow();
      await expect(records.update(row.id, { amount: 2 })).rejects.toThrow();
      await expect(records.writeAll([{ op: 'update', id: row.id, patch: { amount: 3 } }])).rejects.toThrow();
      await expect(records.remove(row.id)).rejects.toThrow();
      await expect(trash.moveIn(row.id)).rejects.toThrow();
      expect((await api.call('/ticket', { method: 'POST', token: admin, body: { title: 'Ghost' } })).code).not.toBe('00000');
    } finally {
      await sql`ALTER TABLE ${sql.id('outboxAway')} RENAME TO ${sql.id('outbox')}`.execute(db);
      vi.restoreAllMocks();
    }
    expect(await ok(`/ticket/${row.id}`, 'GET')).toMatchObject({ title: 'Kept', amount: 1, _version: 1 });
    expect((await ok<Row[]>('/ticket', 'GET')).map((each) => each.title)).toEqual(['Kept']);
    expect((await api.opened.store.audit.list({ resource: 'ticket', order: 'ASC', offset: 0, limit: 100 })).total).toBe(entries);
  });
});
