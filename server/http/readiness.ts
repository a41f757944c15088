/**
 * Whether this instance should get traffic (`GET /api/ready`): the database answers a trivial query
 * (the store was opened, so its migrations ran), the S3 bucket of the uploads (if any) answers a
 * HeadBucket, and the server is not stopping. The probe runs at
 * most once a second, whatever the callers' rate, and gives up after PROBE_TIMEOUT_MS.
 */
import { sql, type Kysely } from 'kysely';
import type { Readiness } from '../handlers/healthRoutes';
import type { Store } from '../store';

const PROBE_TIMEOUT_MS = 2000;
const PROBE_EVERY_MS = 1000;

export interface ServerReadiness extends Readiness {
  /** From now on the answer is 503: the server is stopping. */
  stopping(): void;
}

/** `select 1` on a SQL store; nothing to ask of a memory store. */
function probeOf(store: Store): () => Promise<void> {
  const db = (store as Partial<{ db: Kysely<unknown> }>).db;
  if (!db) return () => Promise.resolve();
  return async () => {
    await sql`select 1`.execute(db);
  };
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createReadiness(store: Store): ServerReadiness {
  const probe = probeOf(store);
  let stopping = false;
  let last: { at: number; answer: Promise<string | undefined> } | undefined;
  const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
  const check = async (): Promise<string | undefined> => {
    try {
      await withTimeout(probe(), PROBE_TIMEOUT_MS);
    } catch (error) {
      return `database unavailable: ${reasonOf(error)}`;
    }
    try {
      await withTimeout(store.uploads.reachable?.() ?? Promise.resolve(), PROBE_TIMEOUT_MS);
    } catch (error) {
      return `upload store unavailable: ${reasonOf(error)}`;
    }
    return undefined;
  };
  return {
    async notReady() {
      if (stopping) return 'stopping';
      const now = Date.now();
      if (!last || now - last.at >= PROBE_EVERY_MS) last = { at: now, answer: check() };
      return last.answer;
    },
    stopping() {
      stopping = true;
    },
  };
}
