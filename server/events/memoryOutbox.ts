/** The outbox in memory (browser mock, unit tests): appended in the same tick as the write it describes. */
import type { NewOutboxEvent, Outbox, OutboxEvent } from './outboxTypes';
import { createOutboxSignal } from './outboxSignal';

export interface MemoryOutbox extends Outbox {
  append(events: readonly NewOutboxEvent[]): void;
}

export function createMemoryOutbox(): MemoryOutbox {
  let events: OutboxEvent[] = [];
  let sequence = 0;
  const signal = createOutboxSignal();
  return {
    append(added) {
      if (added.length === 0) return;
      for (const event of added) events.push(structuredClone({ ...event, sequence: ++sequence }));
      signal.notify();
    },
    async after(after, limit) {
      // Sorted by sequence: the first newer one is found by bisection.
      let low = 0;
      let high = events.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (events[middle]!.sequence <= after) low = middle + 1;
        else high = middle;
      }
      return events.slice(low, low + limit).map((event) => structuredClone(event));
    },
    last: async () => sequence,
    async prune(before, limit) {
      const old = events.filter((event) => event.at < before).slice(0, limit);
      const gone = new Set(old.map((event) => event.sequence));
      events = events.filter((event) => !gone.has(event.sequence));
      return gone.size;
    },
    async clear() {
      events = [];
    },
    subscribe: signal.subscribe,
  };
}
