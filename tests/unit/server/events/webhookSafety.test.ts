// @vitest-environment node
/**
 * What a webhook may not reach, with real requests: loopback, private, link-local and IPv4-mapped
 * IPv6 addresses are refused at registration (40001 on `url`, nothing stored) and at each send (no
 * request reaches the receiver), unless allowed; no redirect is followed; a receiver that does not
 * answer is cut at the timeout; an endless answer is read only up to the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { createMemoryStore } from '../../../../server/store';
import { isPublicAddress } from '../../../../server/webhooks/addressPolicy';
import { safeSend, SEND_DEFAULTS } from '../../../../server/webhooks/safeSend';
import { startWebhookDispatcher } from '../../../../server/webhooks/dispatcher';
import { resourceServer } from '../../../../server/operations/scope';
import { EVENT_RESOURCES } from '../apiFixtures';
import { startReceiver, type Receiver } from './receiver';

let receiver: Receiver;
let other: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  other = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await other.close();
});

describe('the addresses a webhook may reach', () => {
  it('refuses private, loopback, link-local, shared, multicast and IPv4-mapped IPv6 addresses; allows public ones', () => {
    const refused = ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe', '::127.0.0.1', 'not-an-ip'];
    const allowed = ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'];
    expect(refused.filter(isPublicAddress)).toEqual([]);
    expect(allowed.filter((address) => !isPublicAddress(address))).toEqual([]);
  });
});

describe('registering a webhook that would reach the inside', () => {
  it('answers 40001 on url for loopback, private, link-local and mapped addresses, and stores nothing', async () => {
    const store = createMemoryStore();
    const { app } = createApi(store, undefined, { resources: fixedResources(EVENT_RESOURCES) });
    const call = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
      const response = await app.request(`http://localhost/api${path}`, { method: init.method ?? 'GET', headers: { 'content-type': 'application/json', ...(init.token ? { Token: init.token } : {}) }, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
      return (await response.json()) as { code: string; data: unknown; errors?: Record<string, { message: string }> };
    };
    await store.ready;
    const admin = (await call('/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' } })).data as string;
    const port = new URL(receiver.url).port;
    for (const host of ['127.0.0.1', 'localhost', '10.0.0.5', '169.254.169.254', '[::1]', '[::ffff:127.0.0.1]', '[fe80::1]']) {
      const answer = await call('/_webhooks', { method: 'POST', token: admin, body: { url: `http://${host}:${port}/hook`, resources: ['ticket'], role: 'editor' } });
      expect(answer.code, host).toBe('40001');
      expect(answer.errors?.url?.message, host).toMatch(/refused|does not resolve/);
    }
    expect(await store.webhooks.list()).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('refuses at send time too (a name that resolves inside later), with the attempt logged and no request made', async () => {
    const store = createMemoryStore();
    const resources = fixedResources(EVENT_RESOURCES);
    const { app } = createApi(store, undefined, { resources, webhooks: { allowPrivate: true } });
    await store.ready;
    const login = await app.request('http://localhost/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'admin', password: '111111' }) });
    const admin = ((await login.json()) as { data: string }).data;
    const post = (path: string, body: unknown) => app.request(`http://localhost/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', Token: admin }, body: JSON.stringify(body) });
    const made = (await (await post('/_webhooks', { url: receiver.url, resources: ['ticket'], role: 'editor' })).json()) as { data: { id: string } };
    const dispatcher = startWebhookDispatcher(resourceServer(store, resources), { schedule: [1000], send: { ...SEND_DEFAULTS, allowPrivate: false }, report: () => undefined });
    try {
      await post('/ticket', { title: 'Inside' });
      await dispatcher.run();
      await expect.poll(async () => (await store.webhooks.deliveries(made.data.id, 10))[0]?.attempts[0]?.error).toMatch(/private, loopback or link-local/);
      expect(receiver.received).toEqual([]);
    } finally {
      dispatcher.stop();
    }
  });
});

describe('sending', () => {
  const options = { ...SEND_DEFAULTS, allowPrivate: true };

  it('follows no redirect: the attempt fails and the other address gets nothing', async () => {
    receiver.answer((response) => response.writeHead(307, { location: other.url }).end());
    const result = await safeSend(receiver.url, {}, '{}', options);
    expect(result).toEqual({ ok: false, status: 307, error: 'redirects are not followed' });
    expect(other.received).toEqual([]);
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    receiver.answer(() => undefined);
    const result = await safeSend(receiver.url, {}, '{}', { ...options, timeoutMs: 300 });
    expect(result).toEqual({ ok: false, status: null, error: 'no answer within 300 ms' });
  });

  it('reads an endless answer only up to the limit, and stops', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'x');
    receiver.answer((response) => {
      response.writeHead(200);
      const pump = (): void => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', pump);
      };
      pump();
    });
    const cut = receiver.cut;
    const result = await safeSend(receiver.url, {}, '{}', { ...options, maxResponseBytes: 64 * 1024 });
    expect(result).toEqual({ ok: true, status: 200 });
    await expect.poll(() => receiver.cut).toBe(cut + 1);
  });

  it('refuses another scheme and a URL with credentials', async () => {
    expect(await safeSend('file:///etc/passwd', {}, '{}', options)).toMatchObject({ ok: false, error: 'url must be http or https' });
    expect(await safeSend('http://user:pw@example.com/', {}, '{}', options)).toMatchObject({ ok: false, error: 'url must not hold a user name or password' });
  });
});
