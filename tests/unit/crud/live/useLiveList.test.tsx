/**
 * A list's live updates on a fake EventSource: an update by someone else to a row on screen
 * refreshes the list and marks the row for a while; a create is counted until Show; a delete on
 * screen refreshes; the user's own changes do nothing; the stream is closed while the view is
 * hidden and when the page goes; a resource without the conventional API opens none.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARK_MS, useLiveList, type LiveListOptions } from '../../../../src/crud/live/useLiveList';
import type { AnyRecord, ResourceSchema } from '../../../../src/kernel/types';
import { ViewShownContext } from '../../../../src/utils/viewShown';
import { FakeEventSource, openFake } from './fakeEventSource';

const schema = { name: 'blacklist', endpoints: { list: { method: 'GET', path: '/blacklist' } } } as unknown as ResourceSchema;
const rows = [{ id: 1, phone: '1' }, { id: 2, phone: '2' }] as AnyRecord[];
const ME = 7;
const other = { id: 2, userName: 'editor' };

/** Whether the view is shown (the tags view hides a visited one); a rerender reads it. */
let viewShown = true;
const wrapper = ({ children }: { children: ReactNode }) => <ViewShownContext.Provider value={viewShown}>{children}</ViewShownContext.Provider>;

function setup(options: Partial<LiveListOptions> = {}) {
  const refetch = vi.fn();
  const hook = renderHook(() => useLiveList({ schema, rows, refetch, userId: ME, open: openFake, ...options }), { wrapper });
  return { ...hook, refetch };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
  viewShown = true;
});
afterEach(() => {
  vi.useRealTimers();
});

const send = (type: string, data: Record<string, unknown>) => act(() => FakeEventSource.latest().send(type, data));

describe('a live list', () => {
  it("refreshes on someone else's update to a row on screen and marks it for a while", () => {
    const { result, refetch } = setup();
    expect(FakeEventSource.latest().url).toBe('/api/blacklist/_events');
    send('updated', { id: 2, version: 4, actor: other });
    expect(refetch).toHaveBeenCalledTimes(1);
    expect([...result.current.marked]).toEqual(['2']);
    expect(result.current.changeOf(2)).toMatchObject({ actorName: 'editor', version: 4, deleted: false });
    act(() => vi.advanceTimersByTime(MARK_MS));
    expect([...result.current.marked]).toEqual([]);
  });

  it('does not refresh for a row that is not on screen, nor for its own changes', () => {
    const { result, refetch } = setup();
    send('updated', { id: 99, version: 2, actor: other });
    send('updated', { id: 1, version: 2, actor: { id: ME, userName: 'admin' } });
    send('created', { id: 100, actor: { id: ME, userName: 'admin' } });
    expect(refetch).not.toHaveBeenCalled();
    expect(result.current.newCount).toBe(0);
    expect(result.current.marked.size).toBe(0);
    expect(result.current.changeOf(1)).toBeUndefined();
  });

  it("counts others' new records without moving the rows, and Show refreshes", () => {
    const { result, refetch } = setup();
    send('created', { id: 100, actor: other });
    send('created', { id: 101, actor: other });
    expect(result.current.newCount).toBe(2);
    expect(refetch).not.toHaveBeenCalled();
    act(() => result.current.showNew());
    expect(result.current.newCount).toBe(0);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('refreshes when a row on screen is deleted, and remembers it for an open dialog', () => {
    const { result, refetch } = setup();
    send('deleted', { id: 1, version: 3, actor: other });
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(result.current.changeOf(1)).toMatchObject({ deleted: true, actorName: 'editor' });
  });

  it('shows the paused status after the stream failed for a few seconds', () => {
    const { result } = setup();
    act(() => FakeEventSource.latest().fail());
    expect(result.current.status).toBe('live');
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.status).toBe('paused');
  });

  it('closes the stream while the view is hidden and when the page goes', () => {
    const { rerender, unmount, refetch } = setup();
    const first = FakeEventSource.latest();
    viewShown = false;
    rerender();
    expect(first.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(refetch).not.toHaveBeenCalled();
    viewShown = true;
    rerender();
    expect(FakeEventSource.opened).toHaveLength(2);
    // What changed while it was hidden was not heard: the list is read again.
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();
    expect(FakeEventSource.latest().closed).toBe(true);
  });

  it('opens no stream for a resource on other endpoints', () => {
    setup({ schema: { name: 'sendName', endpoints: { list: { method: 'GET', path: '/sms/sendName-list' } } } as unknown as ResourceSchema });
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
