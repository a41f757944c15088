/**
 * Delivers the outbox to the webhooks, from state kept in the store (webhookStore.ts), so a restart
 * or another server carries on where this one stopped. One run: the events after the store's cursor
 * become deliveries (one per matching webhook, the cursor moved in the same transaction: two
 * servers never enqueue an event twice), then the due deliveries are claimed with a lease, sent
 * (safeSend.ts), and settled: delivered, or tried again after the schedule's next wait, or, the
 * schedule run out, failed with the webhook paused and the reason kept for the page. At least once:
 * a server that dies mid-send leaves the lease to expire and another sends it again.
 */
import type { DeliveryAttempt } from '../../src/kernel/http/webhooks';
import type { Caller } from '../apiTypes';
import type { OutboxEvent } from '../events/outboxTypes';
import type { ResourceServer } from '../operations/scope';
import { sharedRead } from '../sharedRead';
import { payloadOf, readerOfRole, recordFor, signedHeaders } from './payload';
import { safeSend, type SendOptions, type SendResult } from './safeSend';
import { webhookAudit } from './webhookAudit';
import type { ClaimedDelivery, NewDelivery, StoredWebhook } from './webhookStore';

export interface DispatcherOptions {
  /** The waits before each retry, in ms (schedule.ts). */
  schedule: readonly number[];
  send: SendOptions;
  /** The scheduling clock (tests move it); signatures always carry the real time. */
  now?: () => number;
  /** Runs on this interval besides each local commit (retries, other servers' events); 0: only when asked. */
  tickMs?: number;
  /** How long a claim holds a delivery: longer than a send may take. */
  leaseMs?: number;
  report?: (message: string) => void;
  /** The sender (tests may count sends). */
  sender?: (url: string, headers: Record<string, string>, body: string, options: SendOptions) => Promise<SendResult>;
}

export interface WebhookDispatcher {
  /** One run (enqueue, then deliver what is due); a call during a run runs once more after it. Settles when done. */
  run(): Promise<void>;
  stop(): void;
}

const EVENTS_PER_RUN = 500;
const CLAIMS_PER_RUN = 50;

const matches = (hook: StoredWebhook, event: OutboxEvent): boolean =>
  event.at >= hook.createdAt && hook.resources.includes(event.resource) && (hook.events.length === 0 || hook.events.includes(event.type));

export function startWebhookDispatcher(server: ResourceServer, options: DispatcherOptions): WebhookDispatcher {
  const { store } = server;
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? Math.max(30_000, options.send.timeoutMs * 3);
  const send = options.sender ?? safeSend;
  const report = options.report ?? console.warn;

  const enqueue = async (): Promise<void> => {
    for (;;) {
      const cursor = await store.webhooks.cursor();
      // No webhook was ever made (the first one sets the cursor: webhookRoutes.ts).
      if (cursor < 0) return;
      const events = await store.outbox.after(cursor, EVENTS_PER_RUN);
      if (events.length === 0) return;
      const hooks = await store.webhooks.list();
      const deliveries: NewDelivery[] = events.flatMap((event) =>
        hooks.filter((hook) => matches(hook, event)).map((hook) => ({ webhookId: hook.id, sequence: event.sequence, type: event.type, resource: event.resource, recordId: event.recordId, createdAt: now() })),
      );
      const last = events[events.length - 1]!.sequence;
      // Another server moved the cursor first: read again from where it is now.
      await store.webhooks.enqueue(cursor, last, deliveries);
      if (events.length < EVENTS_PER_RUN) return;
    }
  };

  const eventOf = async (sequence: number): Promise<OutboxEvent | undefined> => {
    const [event] = await store.outbox.after(sequence - 1, 1);
    return event?.sequence === sequence ? event : undefined;
  };

  /**
   * What the deliveries of one run share, read once for all of them: each webhook, each event, each
   * role's stored rules. A change made meanwhile holds from the next run (a few seconds at most).
   */
  interface RunReads {
    hooks: Map<string, Promise<StoredWebhook | undefined>>;
    events: Map<number, Promise<OutboxEvent | undefined>>;
    readers: Map<string, Promise<Caller>>;
  }
  const runReads = (): RunReads => ({ hooks: new Map(), events: new Map(), readers: new Map() });

  /** The body to send, or why there is none (the event pruned, the resource gone, the role may not read it). */
  const bodyOf = async (hook: StoredWebhook, delivery: ClaimedDelivery, reads: RunReads): Promise<string | { refused: string }> => {
    const event = await sharedRead(reads.events, delivery.sequence, () => eventOf(delivery.sequence));
    if (!event) return { refused: 'the event is no longer kept' };
    const schema = await server.find(event.resource);
    if (!schema) return { refused: `${event.resource} is no longer served` };
    // Keyed by the webhook too: the reader's name (what an audit of its read says) is the webhook's.
    const reader = await sharedRead(reads.readers, `${hook.id}:${hook.role}`, () => readerOfRole(store, hook.role, `webhook ${hook.id}`));
    const record = await recordFor(server, schema, reader, event);
    if (!record) return { refused: `the role ${hook.role} may not read this ${event.resource} record` };
    return JSON.stringify(payloadOf(event, record));
  };

  const deliver = async (delivery: ClaimedDelivery, reads: RunReads): Promise<void> => {
    const hook = await sharedRead(reads.hooks, delivery.webhookId, () => store.webhooks.get(delivery.webhookId));
    if (!hook) return;
    const attempt = delivery.attempts.length + 1;
    const started = now();
    const clock = performance.now();
    const body = await bodyOf(hook, delivery, reads);
    const result: SendResult = typeof body === 'string' ? await send(hook.url, signedHeaders(hook.secret, String(delivery.sequence), body), body, options.send) : { ok: false, status: null, error: body.refused };
    const logged: DeliveryAttempt = { attempt, at: started, durationMs: Math.round(performance.now() - clock), responseCode: result.status, ok: result.ok, error: result.ok ? null : result.error };
    const attempts = [...delivery.attempts, logged];
    if (result.ok) return store.webhooks.settle(delivery.id, attempts, { status: 'delivered', tries: delivery.tries + 1, nextAt: null });
    // Nothing to send (a refusal of ours) is not the receiver's failure: no retry, no pause.
    if (typeof body !== 'string') return store.webhooks.settle(delivery.id, attempts, { status: 'failed', tries: delivery.tries + 1, nextAt: null });
    const wait = options.schedule[delivery.tries];
    if (wait !== undefined) return store.webhooks.settle(delivery.id, attempts, { status: 'pending', tries: delivery.tries + 1, nextAt: now() + wait });
    await store.webhooks.settle(delivery.id, attempts, { status: 'failed', tries: delivery.tries + 1, nextAt: null });
    const reason = `Paused after ${delivery.tries + 1} failed attempts of delivery ${delivery.id}: ${logged.error ?? 'failed'}`;
    await store.webhooks.update(hook.id, { paused: true, pausedReason: reason.slice(0, 300) }, webhookAudit({}));
  };

  const runOnce = async (): Promise<void> => {
    await enqueue();
    const reads = runReads();
    for (;;) {
      const claimed = await store.webhooks.claim(now(), leaseMs, CLAIMS_PER_RUN);
      await Promise.all(claimed.map((delivery) => deliver(delivery, reads)));
      if (claimed.length < CLAIMS_PER_RUN) return;
    }
  };

  let running: Promise<void> | undefined;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce().catch((error: unknown) => report(`[webhooks] ${error instanceof Error ? error.message : String(error)}`));
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const unsubscribe = store.outbox.subscribe(() => void run());
  const timer = options.tickMs ? setInterval(() => void run(), options.tickMs) : undefined;
  timer?.unref();
  return {
    run,
    stop() {
      unsubscribe();
      if (timer) clearInterval(timer);
    },
  };
}

