// @vitest-environment node
/**
 * Webhooks on the store TEST_STORE names, with real HTTP to a loopback receiver: registration (the
 * secret once, 40001 keyed by field, audit entries), delivery signed as Standard Webhooks says
 * (verified with the package's Webhook.verify) with only the fields the webhook's role may read,
 * retries on the schedule (an injected clock), the webhook paused when they run out, a paused
 * webhook sending nothing until resumed, a resend, and two dispatchers sharing the work.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { CreatedWebhook, DeliveryRow, WebhookRow } from '../../../../src/kernel/http/webhooks';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../../../server/webhooks/dispatcher';
import { SEND_DEFAULTS } from '../../../../server/webhooks/safeSend';
import { TEST_STORE } from '../../storage/stores';
import { eventsApp, type EventsApp } from '../apiFixtures';
import { startReceiver, type Receiver } from './receiver';

type Row = Record<string, unknown> & { id: number };

let api: EventsApp;
let receiver: Receiver;
let admin = '';
let clock = 1_000_000;
let dispatchers: WebhookDispatcher[] = [];

const dispatcher = (): WebhookDispatcher => {
  const started = startWebhookDispatcher(api.server, { schedule: [5000, 30_000], send: { ...SEND_DEFAULTS, allowPrivate: true }, now: () => clock, report: () => undefined });
  dispatchers.push(started);
  return started;
};

beforeAll(async () => {
  api = await eventsApp({ webhooks: { allowPrivate: true } });
  receiver = await startReceiver();
});
beforeEach(async () => {
  for (const started of dispatchers) started.stop();
  dispatchers = [];
  await api.opened.store.reset();
  receiver.received.length = 0;
  receiver.answer(200);
  clock = Date.now();
  admin = await api.login('admin');
});
afterAll(async () => {
  for (const started of dispatchers) started.stop();
  await receiver.close();
  await api.opened.dispose();
});

const register = async (body: Record<string, unknown>): Promise<CreatedWebhook> => {
  const answer = await api.call<CreatedWebhook>('/_webhooks', { method: 'POST', token: admin, body });
  expect(answer.code).toBe('00000');
  return answer.data;
};
const created = async (body: Record<string, unknown>): Promise<Row> => {
  const answer = await api.call<Row>('/ticket', { method: 'POST', token: admin, body });
  expect(answer.code).toBe('00000');
  return answer.data;
};
const deliveries = async (id: string): Promise<DeliveryRow[]> => (await api.call<DeliveryRow[]>(`/_webhooks/${id}/deliveries`, { token: admin })).data;
const hookOf = async (id: string): Promise<WebhookRow | undefined> => (await api.call<WebhookRow[]>('/_webhooks', { token: admin })).data.find((hook) => hook.id === id);

describe(`registering webhooks (${TEST_STORE})`, () => {
  it('answers the secret once, lists without it, and audits each change with the secret redacted', async () => {
    const hook = await register({ url: receiver.url, resources: ['ticket'], events: ['created'], role: 'editor' });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const listed = await api.call<WebhookRow[]>('/_webhooks', { token: admin });
    expect(listed.data).toEqual([{ id: hook.id, url: receiver.url, resources: ['ticket'], events: ['created'], role: 'editor', paused: false, pausedReason: null, createdBy: 1, createdAt: expect.any(Number) }]);
    expect(JSON.stringify(listed)).not.toContain(hook.secret);
    expect((await api.call(`/_webhooks/${hook.id}`, { method: 'PUT', token: admin, body: { paused: true } })).code).toBe('00000');
    expect((await api.call(`/_webhooks/${hook.id}`, { method: 'DELETE', token: admin })).code).toBe('00000');
    const { rows } = await api.opened.store.audit.list({ resource: '_webhooks', order: 'ASC', offset: 0, limit: 10 });
    expect(rows.map(({ action, actorName }) => [action, actorName])).toEqual([
      ['create', 'admin'],
      ['update', 'admin'],
      ['delete', 'admin'],
    ]);
    expect(rows[0]?.changes.secret).toEqual({ after: '[redacted]' });
    expect(JSON.stringify(rows)).not.toContain(hook.secret);
  });

  it('refuses a bad body with 40001 keyed by field and stores nothing; non-admins get 40300', async () => {
    const refused = await api.call('/_webhooks', { method: 'POST', token: admin, body: { url: 'ftp://example.com/x', resources: ['ticket', 'nope'], events: ['created', 'exploded'], role: 'ghost', extra: 1 } });
    expect(refused.code).toBe('40001');
    expect(Object.keys(refused.errors ?? {}).sort()).toEqual(['events.1', 'extra', 'resources.1', 'role', 'url']);
    const long = await api.call('/_webhooks', { method: 'POST', token: admin, body: { url: `https://example.com/${'a'.repeat(2100)}`, resources: [], role: 'editor' } });
    expect(Object.keys(long.errors ?? {}).sort()).toEqual(['resources', 'url']);
    const many = await api.call('/_webhooks', { method: 'POST', token: admin, body: { url: receiver.url, resources: Array.from({ length: 51 }, () => 'ticket'), role: 'editor' } });
    expect(Object.keys(many.errors ?? {})).toEqual(['resources']);
    const editor = await api.login('editor');
    expect((await api.call('/_webhooks', { method: 'POST', token: editor, body: { url: receiver.url, resources: ['ticket'], role: 'editor' } })).code).toBe('40300');
    expect((await api.call('/_webhooks', { token: editor })).code).toBe('40300');
    expect(await api.opened.store.webhooks.list()).toEqual([]);
  });
});

describe(`delivering events (${TEST_STORE})`, () => {
  it("sends each matching event signed (Standard Webhooks), with only the fields the webhook's role may read", async () => {
    const forEditor = await register({ url: `${receiver.url}/editor`, resources: ['ticket'], events: [], role: 'editor' });
    const forAdmin = await register({ url: `${receiver.url}/admin`, resources: ['ticket'], events: ['updated'], role: 'admin' });
    const run = dispatcher();
    const row = await created({ title: 'Signed', amount: 3, memo: 'admins only' });
    await api.call(`/ticket/${row.id}`, { method: 'PUT', token: admin, body: { amount: 4 } });
    await run.run();
    await expect.poll(() => receiver.received.length).toBe(3);
    const event = (await api.opened.store.outbox.after(0, 10)).find((each) => each.type === 'created')!;
    const toEditor = receiver.received.filter((each) => each.path.endsWith('/editor'));
    expect(toEditor).toHaveLength(2);
    const [first] = toEditor;
    expect(first!.headers['webhook-id']).toBe(String(event.sequence));
    const verified = new Webhook(forEditor.secret).verify(first!.body, first!.headers as Record<string, string>);
    expect(verified).toEqual({ type: 'created', resource: 'ticket', id: row.id, version: 1, actor: { id: 1, userName: 'admin' }, record: { id: row.id, title: 'Signed', amount: 3, _version: 1, _updatedAt: expect.any(String), _updatedBy: 'admin' } });
    // Another secret does not verify it.
    expect(() => new Webhook(forAdmin.secret).verify(first!.body, first!.headers as Record<string, string>)).toThrow();
    const toAdmin = receiver.received.filter((each) => each.path.endsWith('/admin'));
    expect(toAdmin.map((each) => JSON.parse(each.body) as { type: string; record: Row })).toEqual([expect.objectContaining({ type: 'updated', record: expect.objectContaining({ memo: 'admins only', amount: 4 }) })]);
    expect((await deliveries(forEditor.id)).map(({ status, attempts }) => [status, attempts.map(({ ok, responseCode }) => [ok, responseCode])])).toEqual([
      ['delivered', [[true, 200]]],
      ['delivered', [[true, 200]]],
    ]);
  });

  it("reads each webhook, event and role's rules once per run, however many deliveries share them", async () => {
    await register({ url: `${receiver.url}/editor`, resources: ['ticket'], events: [], role: 'editor' });
    await register({ url: `${receiver.url}/admin`, resources: ['ticket'], events: [], role: 'admin' });
    for (let index = 0; index < 6; index += 1) await created({ title: `Run ${index}`, amount: index });
    const { store } = api.opened;
    const counted = { permissions: 0, hooks: 0 };
    const permissionsOf = store.permissions.of.bind(store.permissions);
    const hookOf = store.webhooks.get.bind(store.webhooks);
    store.permissions.of = (roles) => ((counted.permissions += 1), permissionsOf(roles));
    store.webhooks.get = (id) => ((counted.hooks += 1), hookOf(id));
    try {
      await dispatcher().run();
    } finally {
      store.permissions.of = permissionsOf;
      store.webhooks.get = hookOf;
    }
    await expect.poll(() => receiver.received.length).toBe(12);
    expect(counted).toEqual({ permissions: 2, hooks: 2 });
  });

  it('retries on the schedule, then pauses the webhook with its reason; a resume and a resend deliver it', async () => {
    receiver.answer(500);
    const hook = await register({ url: receiver.url, resources: ['ticket'], role: 'editor' });
    const run = dispatcher();
    await created({ title: 'Failing' });
    await run.run();
    await expect.poll(async () => (await deliveries(hook.id))[0]?.attempts.length).toBe(1);
    const [pending] = await deliveries(hook.id);
    expect(pending).toMatchObject({ status: 'pending', nextAt: clock + 5000 });
    // Not due yet: no new attempt.
    clock += 4999;
    await run.run();
    expect(receiver.received).toHaveLength(1);
    clock += 1;
    await run.run();
    expect(receiver.received).toHaveLength(2);
    expect((await deliveries(hook.id))[0]).toMatchObject({ status: 'pending', nextAt: clock + 30_000 });
    clock += 30_000;
    await run.run();
    const [failed] = await deliveries(hook.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.attempts.map(({ attempt, ok, responseCode, error }) => [attempt, ok, responseCode, error])).toEqual([
      [1, false, 500, 'answered HTTP 500'],
      [2, false, 500, 'answered HTTP 500'],
      [3, false, 500, 'answered HTTP 500'],
    ]);
    expect(failed?.attempts.every(({ durationMs }) => durationMs >= 0)).toBe(true);
    const paused = await hookOf(hook.id);
    expect(paused).toMatchObject({ paused: true, pausedReason: expect.stringContaining('3 failed attempts') });

    // Paused: a new event waits.
    receiver.answer(200);
    await created({ title: 'Waiting' });
    await run.run();
    expect(receiver.received).toHaveLength(3);
    expect((await api.call(`/_webhooks/${hook.id}`, { method: 'PUT', token: admin, body: { paused: false } })).data).toMatchObject({ paused: false, pausedReason: null });
    await run.run();
    await expect.poll(() => receiver.received.length).toBe(4);
    expect(JSON.parse(receiver.received[3]!.body)).toMatchObject({ record: { title: 'Waiting' } });

    expect((await api.call(`/_webhooks/${hook.id}/deliveries/${failed!.id}/resend`, { method: 'POST', token: admin })).code).toBe('00000');
    await run.run();
    await expect.poll(async () => (await deliveries(hook.id)).find((each) => each.id === failed!.id)?.status).toBe('delivered');
    expect((await deliveries(hook.id)).find((each) => each.id === failed!.id)?.attempts).toHaveLength(4);
    expect((await api.call(`/_webhooks/${hook.id}/deliveries/999999/resend`, { method: 'POST', token: admin })).code).toBe('40400');
  });

  it('sends each event once when two dispatchers (two servers) run on the same store', async () => {
    await register({ url: receiver.url, resources: ['ticket'], role: 'editor' });
    const [one, two] = [dispatcher(), dispatcher()];
    for (let index = 0; index < 6; index += 1) await created({ title: `Row ${index}` });
    await Promise.all([one.run(), two.run(), one.run(), two.run()]);
    await expect.poll(() => receiver.received.length).toBe(6);
    await Promise.all([one.run(), two.run()]);
    expect(new Set(receiver.received.map((each) => each.headers['webhook-id'])).size).toBe(6);
    expect(receiver.received).toHaveLength(6);
  });
});
