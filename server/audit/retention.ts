/**
 * Retention of the audit log and the outbox (AUDIT_RETENTION_DAYS, default 365): entries and events
 * older than that are deleted at start and once a day, in bounded batches so that no delete holds
 * the table long.
 */
import type { AuditLog } from '../storage/auditStore';

export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries per DELETE, and DELETEs per run: at most a million entries go in one run; the next run takes the rest. */
export const PRUNE_BATCH = 5000;
const BATCHES_PER_RUN = 200;

/** What retention prunes: the audit log, the outbox. */
export type Prunable = Pick<AuditLog, 'prune'>;

/** Deletes entries older than `days` (at most PRUNE_BATCH * BATCHES_PER_RUN); how many went. */
export async function pruneAudit(audit: Prunable, days: number, now = Date.now()): Promise<number> {
  const before = now - days * DAY_MS;
  let total = 0;
  for (let run = 0; run < BATCHES_PER_RUN; run += 1) {
    const gone = await audit.prune(before, PRUNE_BATCH);
    total += gone;
    if (gone < PRUNE_BATCH) break;
  }
  return total;
}

export interface AuditRetention {
  /** The first run's promise (at start). */
  started: Promise<number>;
  stop(): void;
}

/** Prunes now and every day (the audit log, then `others`: the outbox); a failed run is reported and tried again the next day. */
export function startAuditRetention(audit: Prunable, days: number, report: (message: string) => void = console.warn, others: readonly Prunable[] = []): AuditRetention {
  const run = async (): Promise<number> => {
    let total = 0;
    for (const log of [audit, ...others]) {
      total += await pruneAudit(log, days).catch((error: unknown) => {
        report(`[audit] pruning entries older than ${days} days failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      });
    }
    return total;
  };
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return { started: run(), stop: () => clearInterval(timer) };
}
