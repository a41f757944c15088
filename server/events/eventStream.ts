/**
 * `GET /api/<name>/_events`: the changes of a resource as Server-Sent Events (Hono's SSEStreamingApi),
 * each `id:` the event's sequence, `event:` its type, `data:` `{type, resource, id, version, actor,
 * fields, record}` with the record as the caller may read it (the same function as a record's GET
 * and the webhooks: webhooks/payload.ts recordFor), and nothing of a record they may not see.
 * `Last-Event-ID` (or `?lastEventId=`) resumes after that sequence without a gap; without it the
 * stream starts at the newest event. The outbox is read after the last sequence sent whenever a
 * commit wakes it (in process, or NOTIFY on PostgreSQL) and at each heartbeat (a comment line).
 * The streams of a server share one subscription, one heartbeat tick and, per wake-up, the reads of
 * the outbox and of each user's permissions (streamHub.ts). At most `maxPerUser` streams per user on
 * this server (42900 beyond).
 */
import { SSEStreamingApi } from 'hono/streaming';
import type { ResourceSchema } from '../../src/kernel/types';
import type { Caller } from '../apiTypes';
import { errors, fail } from '../envelope';
import type { ResourceServer } from '../operations/scope';
import { payloadOf, recordFor } from '../webhooks/payload';
import { streamHub } from './streamHub';

export interface StreamSettings {
  heartbeatMs: number;
  maxPerUser: number;
}

export const STREAM_DEFAULTS: StreamSettings = { heartbeatMs: 15_000, maxPerUser: 5 };

/** Events read from the outbox per query. */
const BATCH = 200;
const MAX_EVENT_ID = 20;

export interface EventStreams {
  open(request: Request, schema: ResourceSchema, user: Caller): Promise<Response>;
}

export function eventStreams(server: ResourceServer, settings: StreamSettings = STREAM_DEFAULTS): EventStreams {
  const open = new Map<number, number>();
  const { outbox } = server.store;
  const hub = streamHub(server.store, settings.heartbeatMs);
  return {
    async open(request, schema, user) {
      const url = new URL(request.url);
      const sent = request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId');
      if (sent !== null && (sent.length > MAX_EVENT_ID || !/^\d+$/.test(sent))) return errors.invalid('Last-Event-ID must be an event id (a whole number)', { lastEventId: { message: 'must be a whole number' } });
      if ((open.get(user.id) ?? 0) >= settings.maxPerUser) return fail('42900', `At most ${settings.maxPerUser} event streams per user: close one first.`, 429);
      open.set(user.id, (open.get(user.id) ?? 0) + 1);
      let last = sent === null ? await outbox.last() : Number(sent);

      const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
      const sse = new SSEStreamingApi(writable, readable);
      let ended = false;
      let wanted = false;
      let reading: Promise<void> | undefined;

      /** Sends every event after `last` the user may read; one read at a time, again when woken meanwhile. */
      const drain = (): Promise<void> => {
        wanted = true;
        reading ??= (async () => {
          while (wanted && !ended) {
            wanted = false;
            // The stream lives for hours: the rules of the user's roles are read again at each wake-up, as a request would.
            const reader = await hub.permissionsOf(user);
            for (;;) {
              const events = await hub.after(last, BATCH);
              for (const event of events) {
                last = event.sequence;
                if (event.resource !== schema.name) continue;
                const record = await recordFor(server, schema, reader, event);
                if (!record) continue;
                await sse.writeSSE({ id: String(event.sequence), event: event.type, data: JSON.stringify({ ...payloadOf(event, record), fields: event.fields.filter((field) => field in record) }) });
              }
              if (events.length < BATCH) break;
            }
          }
        })()
          .catch(() => end())
          .finally(() => {
            reading = undefined;
          });
        return reading;
      };

      const leave = hub.join({
        wake: () => void drain(),
        beat: () => {
          void sse.write(': heartbeat\n\n').catch(() => end());
          void drain();
        },
      });
      const end = (): void => {
        if (ended) return;
        ended = true;
        leave();
        const count = (open.get(user.id) ?? 1) - 1;
        if (count <= 0) open.delete(user.id);
        else open.set(user.id, count);
        void sse.close().catch(() => undefined);
      };
      request.signal.addEventListener('abort', end);
      sse.onAbort(end);
      // The opening comment lets the client know it is connected; then what it missed.
      void sse.write(': connected\n\n').then(() => drain());
      return new Response(sse.responseReadable, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' } });
    },
  };
}
