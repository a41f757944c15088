/**
 * The audit log as every store keeps it (kernel/http/audit.ts): entries appended by the writes
 * themselves (resources/journal.ts), read by the history and audit endpoints, pruned by retention.
 */
import type { AuditAction, FieldChange } from '../../src/kernel/http/audit';

export interface StoredAuditEntry {
  id: number;
  /** ms since the epoch. */
  at: number;
  actorId: number | null;
  actorName: string | null;
  address: string | null;
  requestId: string | null;
  action: AuditAction;
  resource: string | null;
  recordId: string | null;
  changes: Record<string, FieldChange>;
}

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
