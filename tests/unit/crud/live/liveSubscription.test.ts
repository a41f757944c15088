/**
 * The live subscription on a fake EventSource: events handed on parsed, 'paused' told only after the
 * stream has been down for a while (and 'live' again when it is back), a stream EventSource gave up
 * on opened again after a wait resuming after the last event, and nothing after it is closed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeLive, type LiveEvent, type LiveStatus } from '../../../../src/crud/live/liveSubscription';
import { FakeEventSource, openFake } from './fakeEventSource';

let events: LiveEvent[] = [];
let statuses: LiveStatus[] = [];
let close: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
  events = [];
  statuses = [];
  close = subscribeLive({ url: '/api/blacklist/_events', open: openFake, onEvent: (event) => events.push(event), onStatus: (status) => statuses.push(status), pausedAfterMs: 3000, retryMs: [1000, 4000] });
});
afterEach(() => {
  close();
  vi.useRealTimers();
});

describe('the live subscription', () => {
  it('hands on each change, parsed, and skips what is not an event', () => {
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/blacklist/_events');
    source.open();
    source.send('updated', { type: 'updated', id: 12, version: 3, actor: { id: 2, userName: 'editor' }, fields: ['phone'] }, '41');
    source.send('created', { id: 'a-1', actor: null });
    source.send('updated', { version: 1 });
    expect(events).toEqual([
      { type: 'updated', id: 12, version: 3, actor: { id: 2, userName: 'editor' }, fields: ['phone'], record: undefined },
      { type: 'created', id: 'a-1', version: undefined, actor: null, fields: undefined, record: undefined },
    ]);
  });

  it("says 'paused' only after the stream has been down for a while, and 'live' when it is back", () => {
    const source = FakeEventSource.latest();
    source.open();
    source.fail();
    vi.advanceTimersByTime(2999);
    expect(statuses).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(statuses).toEqual(['paused']);
    source.open();
    expect(statuses).toEqual(['paused', 'live']);
  });

  it('a blip shorter than the wait shows nothing', () => {
    const source = FakeEventSource.latest();
    source.fail();
    vi.advanceTimersByTime(1000);
    source.open();
    vi.advanceTimersByTime(10_000);
    expect(statuses).toEqual([]);
  });

  it('opens a new stream after EventSource gave up, with growing waits, resuming after the last event', () => {
    const first = FakeEventSource.latest();
    first.open();
    first.send('updated', { id: 1, actor: null }, '41');
    first.fail(true);
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = FakeEventSource.latest();
    expect(second.url).toBe('/api/blacklist/_events?lastEventId=41');
    second.fail(true);
    vi.advanceTimersByTime(3999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    // The first stream's late events are not handed on.
    first.send('updated', { id: 2, actor: null }, '42');
    expect(events.map((event) => event.id)).toEqual([1]);
  });

  it('stops everything when closed', () => {
    const source = FakeEventSource.latest();
    source.fail(true);
    close();
    expect(source.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(statuses).toEqual([]);
    source.send('updated', { id: 1, actor: null });
    expect(events).toEqual([]);
  });
});
