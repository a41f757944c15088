/** A stand-in for the browser's EventSource: the test opens, fails and feeds it by hand. */
import type { EventSourceLike } from '../../../../src/crud/live/liveSubscription';

export class FakeEventSource implements EventSourceLike {
  static readonly opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.opened.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }

  static reset(): void {
    FakeEventSource.opened.length = 0;
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A dropped connection: `gaveUp` as EventSource does after an answer that is not a stream. */
  fail(gaveUp = false): void {
    this.readyState = gaveUp ? 2 : 0;
    this.onerror?.(new Event('error'));
  }

  send(type: string, data: unknown, lastEventId = ''): void {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

export const openFake = (url: string): FakeEventSource => new FakeEventSource(url);
