/**
 * A record's values as they were right after one of its history entries, from the entries written
 * since (resources/journal.ts keeps each changed field's value before and after): walking from the
 * newest entry back to that one, each later change's `before` is the value the field had then.
 * Redacted values (secrets) and the version stamps are never written back.
 */
import { REDACTED, type AuditAction } from '../../src/kernel/http/audit';
import type { StoredAuditEntry } from '../storage/auditStore';
import { isSystemField } from '../resources/versions';

/** The actions after which a record exists with known values. */
const RESTORABLE: ReadonlySet<AuditAction> = new Set(['create', 'update', 'restore']);

export type PastValues = { ok: true; values: Record<string, unknown> } | { ok: false; reason: 'not-found' | 'not-restorable' };

/** `newestFirst`: the record's entries from the newest on, reaching at least `entryId`. */
export function valuesAfter(newestFirst: readonly StoredAuditEntry[], entryId: number): PastValues {
  const index = newestFirst.findIndex((entry) => entry.id === entryId);
  if (index < 0) return { ok: false, reason: 'not-found' };
  const entry = newestFirst[index];
  if (!entry || !RESTORABLE.has(entry.action)) return { ok: false, reason: 'not-restorable' };
  const values: Record<string, unknown> = {};
  for (const later of newestFirst.slice(0, index)) {
    for (const [source, change] of Object.entries(later.changes)) {
      if (isSystemField(source) || !('before' in change)) continue;
      values[source] = change.before;
    }
  }
  for (const [source, value] of Object.entries(values)) if (value === REDACTED) delete values[source];
  return { ok: true, values };
}
