// @vitest-environment node
/**
 * The event streams' hub: however many streams are open, one subscription and one heartbeat tick,
 * and per wake-up one outbox read per sequence and one permissions read per user; a read begun
 * before a wake-up is never handed out after it; a failed read is asked again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../server/apiTypes';
import { streamHub, type HubMember } from '../../../../server/events/streamHub';
import type { OutboxEvent } from '../../../../server/events/outboxTypes';
import type { Store } from '../../../../server/store';

function fakeStore() {
  const listeners = new Set<() => void>();
  let answer: () => Promise<OutboxEvent[]> = async () => [];
  const after = vi.fn((_sequence: number, _limit: number) => answer());
  const of = vi.fn(async (_roles: readonly string[]) => ({}));
  const store = { outbox: { after, subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)) }, permissions: { of } } as unknown as Store;
  return {
    store,
    after,
    of,
    listeners,
    commit: () => {
      for (const listener of [...listeners]) listener();
    },
    answerWith: (next: () => Promise<OutboxEvent[]>) => {
      answer = next;
    },
  };
}

const user = (id: number): User => ({ id, userName: `u${id}`, phone: '', passwordHash: '', type: 0, description: '', roles: ['editor'] }) as User;

function member(): HubMember & { wakes: number; beats: number } {
  const counted = {
    wakes: 0,
    beats: 0,
    wake: () => void (counted.wakes += 1),
    beat: () => void (counted.beats += 1),
  };
  return counted;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the event streams hub', () => {
  it('wakes every stream with one subscription, and reads the outbox and each user once per wake-up', async () => {
    const fake = fakeStore();
    const hub = streamHub(fake.store, 60_000);
    const members = Array.from({ length: 50 }, () => member());
    const leaves = members.map((one) => hub.join(one));
    expect(fake.listeners.size).toBe(1);

    fake.commit();
    expect(members.every((one) => one.wakes === 1)).toBe(true);
    // 50 streams of 10 users, all at sequence 7.
    await Promise.all(members.map((_, index) => Promise.all([hub.after(7, 200), hub.permissionsOf(user(index % 10))])));
    expect(fake.after).toHaveBeenCalledTimes(1);
    expect(fake.of).toHaveBeenCalledTimes(10);
    // Another sequence is another read; the same user with other roles (a stream opened after a role change) too.
    await hub.after(9, 200);
    expect(fake.after).toHaveBeenCalledTimes(2);
    const demoted = await hub.permissionsOf({ ...user(1), roles: ['viewer'] });
    expect(demoted.roles).toEqual(['viewer']);
    expect(fake.of).toHaveBeenCalledTimes(11);

    // The next commit: read again.
    fake.commit();
    await Promise.all(members.map((_, index) => Promise.all([hub.after(7, 200), hub.permissionsOf(user(index % 10))])));
    expect(fake.after).toHaveBeenCalledTimes(3);
    expect(fake.of).toHaveBeenCalledTimes(21);

    for (const leave of leaves) leave();
    expect(fake.listeners.size).toBe(0);
  });

  it('never hands a read begun before a commit to a stream that commit woke', async () => {
    const fake = fakeStore();
    const hub = streamHub(fake.store, 60_000);
    const leave = hub.join(member());
    let finish: (events: OutboxEvent[]) => void = () => undefined;
    fake.answerWith(() => new Promise((resolve) => (finish = resolve)));
    const before = hub.after(3, 200);
    fake.commit();
    fake.answerWith(async () => [{ sequence: 4 } as OutboxEvent]);
    const woken = hub.after(3, 200);
    finish([]);
    expect(await before).toEqual([]);
    expect((await woken).map((event) => event.sequence)).toEqual([4]);
    expect(fake.after).toHaveBeenCalledTimes(2);
    leave();
  });

  it('asks again after a failed read', async () => {
    const fake = fakeStore();
    const hub = streamHub(fake.store, 60_000);
    fake.answerWith(() => Promise.reject(new Error('connection lost')));
    await expect(hub.after(1, 200)).rejects.toThrow('connection lost');
    fake.answerWith(async () => []);
    await expect(hub.after(1, 200)).resolves.toEqual([]);
    expect(fake.after).toHaveBeenCalledTimes(2);
  });

  it('beats every stream from one tick, and stops the tick when the last stream leaves', () => {
    vi.useFakeTimers();
    const fake = fakeStore();
    const hub = streamHub(fake.store, 1000);
    const members = Array.from({ length: 20 }, () => member());
    const leaves = members.map((one) => hub.join(one));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(members.every((one) => one.beats === 2)).toBe(true);
    for (const leave of leaves) leave();
    expect(vi.getTimerCount()).toBe(0);
  });
});
