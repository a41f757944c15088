/**
 * What the open event streams of one server share, so that 500 of them cost about what one does per
 * change: one subscription to the outbox and one heartbeat tick for all of them, and within one
 * wake-up one read of the outbox after a given sequence and one read of a user's permissions,
 * however many streams ask. Each wake-up (a commit, a heartbeat) starts a new generation: a read
 * begun in an earlier one is never handed out again, so a stream woken by a commit never gets an
 * answer read before that commit.
 */
import type { Caller, User } from '../apiTypes';
import { withPermissions } from '../endpoint';
import type { Store } from '../store';
import type { OutboxEvent } from './outboxTypes';
import { sharedRead } from '../sharedRead';

export interface HubMember {
  /** Events may be waiting: read the outbox. */
  wake(): void;
  /** The heartbeat's turn: write a comment line, then read the outbox. */
  beat(): void;
}

export interface StreamHub {
  /** Wakes the member with every commit and beats it every `heartbeatMs`; the returned function leaves. */
  join(member: HubMember): () => void;
  /** At most `limit` events after `sequence`, read once per wake-up for every stream asking the same. */
  after(sequence: number, limit: number): Promise<OutboxEvent[]>;
  /** The user with their roles' permissions, read once per wake-up for all of the user's streams. */
  permissionsOf(user: User): Promise<Caller>;
}


export function streamHub(store: Store, heartbeatMs: number): StreamHub {
  const members = new Set<HubMember>();
  const reads = new Map<string, Promise<OutboxEvent[]>>();
  const callers = new Map<string, Promise<Caller>>();
  let unsubscribe: (() => void) | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;

  const nextGeneration = (): void => {
    reads.clear();
    callers.clear();
  };

  const start = (): void => {
    unsubscribe = store.outbox.subscribe(() => {
      nextGeneration();
      for (const member of [...members]) member.wake();
    });
    tick = setInterval(() => {
      nextGeneration();
      for (const member of [...members]) member.beat();
    }, heartbeatMs);
    tick.unref?.();
  };

  const stop = (): void => {
    unsubscribe?.();
    unsubscribe = undefined;
    if (tick) clearInterval(tick);
    tick = undefined;
    nextGeneration();
  };

  return {
    join(member) {
      if (members.size === 0) start();
      members.add(member);
      return () => {
        if (!members.delete(member)) return;
        if (members.size === 0) stop();
      };
    },
    after: (sequence, limit) => sharedRead(reads, `${sequence}/${limit}`, () => store.outbox.after(sequence, limit)),
    // Keyed by the roles too: a stream opened before a role change holds the user as they were then, and shares nothing with one opened after.
    permissionsOf: (user) => sharedRead(callers, `${user.id}:${user.roles.join(',')}`, () => withPermissions(store, user)),
  };
}
