/**
 * The audit log as every store keeps it (kernel/http/audit.ts): entries appended by the writes
 * themselves (resources/journal.ts), read by the history and audit endpoints, pruned by retention.
 */
import type { AuditAction, AuditEntry } from '../../src/kernel/http/audit';

/** An entry as stored: the wire's AuditEntry, its time in ms since the epoch. */
export type StoredAuditEntry = Omit<AuditEntry, 'at'> & { at: number };

export type NewAuditEntry = Omit<StoredAuditEntry, 'id'>;

/** Every condition is optional and all must hold; `from`/`to` bound `at` (inclusive). */
export interface AuditQuery {
  actorName?: string;
  resource?: string;
  recordId?: string;
  action?: AuditAction;
  from?: number;
  to?: number;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export interface AuditPage {
  rows: StoredAuditEntry[];
  total: number;
}

export interface AuditLog {
  /** Appends entries (outside any write: sign-ins, the spec's users). */
  record(entries: readonly NewAuditEntry[]): Promise<void>;
  /** Entries matching the query in `at` order (ties by id), paged. */
  list(query: AuditQuery): Promise<AuditPage>;
  /** Deletes at most `limit` entries older than `before` (ms); how many went. */
  prune(before: number, limit: number): Promise<number>;
  /** Empties the log (the store's reset). */
  clear(): Promise<void>;
}
