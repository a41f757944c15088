/** The audit log in memory (browser mock, unit tests). */
import type { AuditLog, AuditQuery, NewAuditEntry, StoredAuditEntry } from './auditStore';

const matches = (entry: StoredAuditEntry, query: AuditQuery): boolean =>
  (query.actorName === undefined || entry.actorName === query.actorName) &&
  (query.resource === undefined || entry.resource === query.resource) &&
  (query.recordId === undefined || entry.recordId === query.recordId) &&
  (query.action === undefined || entry.action === query.action) &&
  (query.from === undefined || entry.at >= query.from) &&
  (query.to === undefined || entry.at <= query.to);

export interface MemoryAuditLog extends AuditLog {
  /** Appends at once (a memory write's journal runs in the same tick as the write). */
  append(entries: readonly NewAuditEntry[]): void;
}

export function createMemoryAuditLog(): MemoryAuditLog {
  let entries: StoredAuditEntry[] = [];
  let lastId = 0;
  const append = (added: readonly NewAuditEntry[]): void => {
    for (const entry of added) entries.push(structuredClone({ ...entry, id: ++lastId }));
  };
  return {
    append,
    record: async (added) => append(added),
    async list(query) {
      const found = entries.filter((entry) => matches(entry, query));
      const sign = query.order === 'DESC' ? -1 : 1;
      found.sort((a, b) => sign * (a.at - b.at || a.id - b.id));
      return { rows: found.slice(query.offset, query.offset + query.limit).map((entry) => structuredClone(entry)), total: found.length };
    },
    async prune(before, limit) {
      const old = entries.filter((entry) => entry.at < before).slice(0, limit);
      const gone = new Set(old.map((entry) => entry.id));
      entries = entries.filter((entry) => !gone.has(entry.id));
      return gone.size;
    },
    async clear() {
      entries = [];
    },
  };
}
