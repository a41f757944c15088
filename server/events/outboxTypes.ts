/**
 * The outbox: one event per committed change of a conventional record, written by the stores in the
 * change's transaction (resources/sql.ts, sqlTrash.ts; in memory in the same tick), numbered by a
 * sequence that grows with every event of the database. Webhooks and the event stream read it.
 */
import type { ResourceRow } from '../resources/resourceStoreTypes';

/** What happened to the record: `trashed` moved into the Trash, `purged` deleted from it for good. */
export const EVENT_TYPES = ['created', 'updated', 'deleted', 'trashed', 'restored', 'purged'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const isEventType = (value: unknown): value is EventType => typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);

export interface OutboxEvent {
  /** Monotonic per database: a reader that has seen N has seen every event up to N. */
  sequence: number;
  resource: string;
  recordId: number;
  type: EventType;
  /** The record's `_version` after the change (before it, for a delete, trash or purge). */
  version: number | null;
  actorId: number | null;
  actorName: string | null;
  /** The names of the fields whose value changed (every field held, on create and restore). */
  fields: string[];
  /** Milliseconds since the epoch. */
  at: number;
  /** The record after the change (before it, when it is gone), secrets left out; readers strip what a role may not read. */
  record: ResourceRow;
}

export type NewOutboxEvent = Omit<OutboxEvent, 'sequence'>;

export interface Outbox {
  /** At most `limit` events after `sequence`, in sequence order. */
  after(sequence: number, limit: number): Promise<OutboxEvent[]>;
  /** The newest event's sequence (0 when none was ever written). */
  last(): Promise<number>;
  /** Deletes at most `limit` events older than `before` (ms); how many went. */
  prune(before: number, limit: number): Promise<number>;
  /** Empties the outbox (the store's reset); the sequence counts on. */
  clear(): Promise<void>;
  /** Called after each commit that wrote events in this process; the returned function unsubscribes. */
  subscribe(listener: () => void): () => void;
}
