/**
 * Webhook delivery survives a killed server. Two server processes on one PostgreSQL database and a
 * receiver on 127.0.0.1 that verifies every signature; 4 clients drive 200 creates and updates of a
 * note across both servers, and one server is killed (SIGKILL) mid-stream, while it is sending a
 * delivery (so it dies holding a claim). Which writes committed is read from the database (a write
 * answered with success did; one whose answer never came may have). Then: every committed write's
 * event is delivered (answered 2xx) at least once, no delivery is of a write that did not commit,
 * each event has one webhook-id and one body however often it came, every signature verifies, and
 * the claims the dead server held are sent by the survivor once their lease (WEBHOOK_LEASE=6s) ran
 * out. Restarted, the killed server serves writes again and their events are delivered.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledged, call, NOTE, type Answer } from './clusterApi';
import { createDeployment, type Deployment, type Instance } from './instances';
import { holdsLocalPort } from './socketOwner';
import { startWebhookReceiver, type Delivery, type WebhookReceiver } from './webhookReceiver';

const WRITES = 200;
const CLIENTS = 4;
/** The kill waits for this many writes issued, then for the victim to be mid-send. */
const KILL_FROM = 70;
const UPDATES_PER_NOTE = 4;
const LEASE_MS = 6000;
const DEADLINE_MS = 40_000;

/** A write of a note's version: the title it set. */
interface Written {
  id: number;
  version: number;
  title: string;
}

interface Payload {
  type: string;
  resource: string;
  id: number;
  version: number;
  record: { title?: string };
}

const key = (id: number, version: number): string => `${id}@${version}`;
const payloadOf = (delivery: Delivery): Payload => JSON.parse(delivery.body) as Payload;

async function untilTrue(check: () => boolean | Promise<boolean>, deadlineMs: number, what: string | (() => string)): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${typeof what === 'string' ? what : what()}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

let deployment: Deployment;
let receiver: WebhookReceiver;
let victim: Instance;
let survivor: Instance;

beforeAll(async () => {
  // Every third event's first attempt is answered 500: retried after 1 s.
  receiver = await startWebhookReceiver({ holdMs: 150, failFirst: (id) => Number(id) % 3 === 0 });
  deployment = await createDeployment({ note: NOTE }, { WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_SCHEDULE: '1s,1s,2s,5s', WEBHOOK_LEASE: `${LEASE_MS / 1000}s` });
  // One after the other: the first migrates and seeds the empty database.
  victim = await deployment.start();
  survivor = await deployment.start();
}, 120_000);

afterAll(async () => {
  await deployment?.dispose();
  await receiver?.close();
});

describe('webhook delivery when a server is killed', () => {
  it('delivers every committed write at least once, nothing uncommitted, with one id and body per event, the dead claims taken over', async () => {
    const token = (await call(survivor.origin, '/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' } }))?.data as string;
    expect(typeof token).toBe('string');
    const registered = await call(survivor.origin, '/_webhooks', { method: 'POST', token, body: { url: receiver.url, resources: ['note'], role: 'admin' } });
    expect(registered).toMatchObject({ status: 200 });
    receiver.secret = (registered?.data as { secret: string }).secret;

    const confirmed: Written[] = [];
    /** Writes whose answer never came: `id` undefined for a create. */
    const unanswered: Array<{ id?: number; version: number; title: string }> = [];
    let issued = 0;
    let issuedAtKill = 0;
    /** Writes sent to the victim and not answered yet. */
    let toVictim = 0;
    let killedAt = 0;
    let cut: Delivery | undefined;

    const killer = (async () => {
      await untilTrue(() => issued >= KILL_FROM, 60_000, 'the writes to reach the kill');
      // Mid-stream and mid-send: a write to the victim awaits its answer and a delivery the victim
      // is sending is held unanswered when the victim dies.
      await untilTrue(
        () => {
          cut = toVictim > 0 ? receiver.inFlight().find((delivery) => holdsLocalPort(victim.pid, delivery.senderPort)) : undefined;
          if (cut) receiver.freeze(cut);
          return cut !== undefined;
        },
        20_000,
        'the victim to write and send at once',
      );
      killedAt = Date.now();
      issuedAtKill = issued;
      await victim.kill('SIGKILL');
    })();

    const client = async (index: number): Promise<void> => {
      let note: { id: number; version: number } | undefined;
      while (issued < WRITES) {
        const n = issued++;
        const origin = killedAt === 0 && n % 2 === index % 2 ? victim.origin : survivor.origin;
        const title = `c${index}-w${n}`;
        const write = async (path: string, method: string): Promise<Answer | undefined> => {
          if (origin !== victim.origin) return call(origin, path, { method, token, body: { title } });
          toVictim++;
          return call(origin, path, { method, token, body: { title } }).finally(() => toVictim--);
        };
        if (!note || note.version > UPDATES_PER_NOTE) {
          const answer = await write('/note', 'POST');
          note = undefined;
          if (acknowledged(answer)) {
            const row = answer.data as { id: number; _version: number };
            note = { id: row.id, version: row._version };
            confirmed.push({ id: row.id, version: row._version, title });
          } else if (answer === undefined) unanswered.push({ version: 1, title });
        } else {
          const answer = await write(`/note/${note.id}`, 'PUT');
          if (acknowledged(answer)) {
            note.version = (answer.data as { _version: number })._version;
            confirmed.push({ id: note.id, version: note.version, title });
          } else {
            // Its outcome is read from the database later: the note is left alone from now on.
            if (answer === undefined) unanswered.push({ id: note.id, version: note.version + 1, title });
            note = undefined;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    await killer;
    expect(issuedAtKill).toBeGreaterThanOrEqual(KILL_FROM);
    expect(issuedAtKill).toBeLessThan(WRITES);
    expect(confirmed.length).toBeGreaterThan(WRITES / 2);
    expect(confirmed.every((write) => typeof write.version === 'number')).toBe(true);

    // What committed: the notes in the database, each at its version (one client wrote each note in turn).
    const db = new pg.Client({ connectionString: deployment.databaseUrl });
    await db.connect();
    const rows = await db.query<{ id: number; title: string; _version: number }>('select id, title, "_version" from res_note').finally(() => db.end());
    const titles = new Map<string, string>();
    for (const write of confirmed) titles.set(key(write.id, write.version), write.title);
    const byTitle = new Map(rows.rows.map((row) => [row.title, row]));
    for (const write of unanswered) {
      const id = write.id ?? byTitle.get(write.title)?.id;
      if (id !== undefined) titles.set(key(id, write.version), write.title);
    }
    const committed = new Map<string, { type: string; title: string }>();
    for (const row of rows.rows) {
      for (let version = 1; version <= Number(row._version); version++) {
        const title = titles.get(key(row.id, version));
        expect(title, `note ${row.id} version ${version} was written by a client`).toBeDefined();
        committed.set(key(row.id, version), { type: version === 1 ? 'created' : 'updated', title: title ?? '' });
      }
    }
    for (const write of confirmed) expect(committed.has(key(write.id, write.version)), `acknowledged ${key(write.id, write.version)} is stored`).toBe(true);

    const delivered = (): Set<string> => new Set(receiver.deliveries.filter((delivery) => delivery.outcome === 'ok').map((delivery) => key(payloadOf(delivery).id, payloadOf(delivery).version)));
    const missing = (): string[] => [...committed.keys()].filter((event) => !delivered().has(event));
    await untilTrue(() => missing().length === 0 && receiver.inFlight().length === 0, DEADLINE_MS, () => `every committed event delivered; missing ${missing().join(', ')}`);

    const deliveries = receiver.deliveries;
    expect(deliveries.filter((delivery) => !delivery.verified)).toEqual([]);
    const idsOfEvent = new Map<string, Set<string>>();
    const bodiesOfId = new Map<string, Set<string>>();
    for (const delivery of deliveries) {
      const payload = payloadOf(delivery);
      const event = key(payload.id, payload.version);
      expect(committed.get(event), `delivery ${delivery.webhookId} (${event}) is of a committed write`).toEqual({ type: payload.type, title: payload.record.title });
      idsOfEvent.set(event, (idsOfEvent.get(event) ?? new Set()).add(delivery.webhookId));
      bodiesOfId.set(delivery.webhookId, (bodiesOfId.get(delivery.webhookId) ?? new Set()).add(delivery.body));
    }
    expect([...idsOfEvent].filter(([, ids]) => ids.size !== 1)).toEqual([]);
    expect([...bodiesOfId].filter(([, bodies]) => bodies.size !== 1)).toEqual([]);
    // Retried: the first attempts answered 500 came again and were delivered.
    const failed = deliveries.filter((delivery) => delivery.outcome === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    for (const first of failed) expect(deliveries.some((delivery) => delivery.webhookId === first.webhookId && delivery.outcome === 'ok')).toBe(true);

    // The claim the victim died holding: sent again by the survivor once the lease ran out (6 s, not the default 30 s).
    expect(cut?.outcome).toBe('cut');
    const again = deliveries.find((delivery) => delivery.webhookId === cut?.webhookId && delivery.outcome === 'ok');
    expect(again, 'the dead claim delivered by the survivor').toBeDefined();
    expect(again!.receivedAt - killedAt).toBeLessThan(LEASE_MS + 10_000);
  }, 90_000);

  it('restarted, the killed server writes again and its events are delivered', async () => {
    await victim.restart();
    const token = (await call(victim.origin, '/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' } }))?.data as string;
    const answer = await call(victim.origin, '/note', { method: 'POST', token, body: { title: 'after the restart' } });
    expect(acknowledged(answer)).toBe(true);
    const id = (answer?.data as { id: number }).id;
    await untilTrue(() => receiver.deliveries.some((delivery) => delivery.outcome === 'ok' && payloadOf(delivery).id === id && payloadOf(delivery).record.title === 'after the restart'), DEADLINE_MS, 'the new note delivered');
  }, 90_000);
});
