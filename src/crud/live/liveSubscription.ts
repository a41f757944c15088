/**
 * A resource's event stream (`GET <api>/<name>/_events`, Server-Sent Events) as a subscription: each
 * change is handed on parsed, and the connection's state is told as 'live' or 'paused'. EventSource
 * reconnects by itself after a dropped connection (sending Last-Event-ID); when it gives up (an
 * answer that is not a stream: a refusal, too many streams) a new one is opened after a growing
 * wait, resuming after the last event seen. 'paused' is told only once the stream has been down for
 * `pausedAfterMs`, so a blip shows nothing.
 */

export const LIVE_EVENT_TYPES = ['created', 'updated', 'deleted', 'trashed', 'restored', 'purged'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  type: LiveEventType;
  id: string | number;
  version?: number;
  actor: { id: number; userName: string } | null;
  record?: Record<string, unknown>;
  fields?: string[];
}

export type LiveStatus = 'live' | 'paused';

/** What the subscription needs of the browser's EventSource (a fake one in the tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface LiveSubscriptionOptions {
  url: string;
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStatus) => void;
  open?: EventSourceFactory;
  /** How long the stream may be down before 'paused' is told. */
  pausedAfterMs?: number;
  /** The waits before a new EventSource after one gave up; the last one repeats. */
  retryMs?: readonly number[];
}

const CLOSED = 2;
export const PAUSED_AFTER_MS = 3000;
export const RETRY_MS: readonly number[] = [1000, 2000, 5000, 10_000, 30_000];

const browserEventSource: EventSourceFactory = (url) => new EventSource(url) as unknown as EventSourceLike;

function parsed(type: LiveEventType, data: string): LiveEvent | undefined {
  try {
    const value = JSON.parse(data) as Partial<LiveEvent>;
    if (typeof value !== 'object' || value === null || (typeof value.id !== 'string' && typeof value.id !== 'number')) return undefined;
    return { type, id: value.id, version: typeof value.version === 'number' ? value.version : undefined, actor: value.actor ?? null, record: value.record, fields: value.fields };
  } catch {
    return undefined;
  }
}

const withLastEventId = (url: string, lastEventId: string): string =>
  lastEventId === '' ? url : `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}`;

/** Opens the stream; the answer closes it and stops every timer. */
export function subscribeLive({ url, onEvent, onStatus, open = browserEventSource, pausedAfterMs = PAUSED_AFTER_MS, retryMs = RETRY_MS }: LiveSubscriptionOptions): () => void {
  let source: EventSourceLike | undefined;
  let lastEventId = '';
  let failures = 0;
  let stopped = false;
  let paused = false;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const down = () => {
    if (pauseTimer !== undefined || paused) return;
    pauseTimer = setTimeout(() => {
      pauseTimer = undefined;
      paused = true;
      onStatus('paused');
    }, pausedAfterMs);
  };
  const up = () => {
    failures = 0;
    clearTimeout(pauseTimer);
    pauseTimer = undefined;
    if (paused) {
      paused = false;
      onStatus('live');
    }
  };

  const connect = () => {
    const current = open(withLastEventId(url, lastEventId));
    source = current;
    current.onopen = up;
    current.onerror = () => {
      if (stopped || current !== source) return;
      down();
      if (current.readyState !== CLOSED) return; // EventSource tries again by itself
      current.close();
      const wait = retryMs[Math.min(failures, retryMs.length - 1)] ?? PAUSED_AFTER_MS;
      failures += 1;
      retryTimer = setTimeout(connect, wait);
    };
    for (const type of LIVE_EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        if (stopped || current !== source) return;
        if (message.lastEventId) lastEventId = message.lastEventId;
        const event = parsed(type, message.data);
        if (event) onEvent(event);
      });
    }
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(pauseTimer);
    clearTimeout(retryTimer);
    source?.close();
  };
}
