/**
 * The dispatcher's durations from the environment: the retry schedule of failed deliveries
 * (WEBHOOK_RETRY_SCHEDULE, default 5s,30s,2m,10m,1h,6h: the wait before each retry) and the claim
 * lease (WEBHOOK_LEASE, default 30s: how long a server holds the deliveries it is sending).
 */

export const DEFAULT_RETRY_SCHEDULE = '5s,30s,2m,10m,1h,6h';

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const MAX_STEPS = 20;
const MAX_WAIT_MS = 7 * 86_400_000;

/** The default lease: a server that died mid-send holds its deliveries this long. */
export const DEFAULT_LEASE_MS = 30_000;
/** A lease shorter than a send's whole time (safeSend.ts, 5 s) would let another server send it again meanwhile. */
export const MIN_LEASE_MS = 5000;
const MAX_LEASE_MS = 3_600_000;

/** One duration like 500ms, 5s, 2m, 1h or 1d in ms; NaN when it is not one. */
function durationMs(text: string): number {
  const match = /^(\d{1,9})(ms|s|m|h|d)$/.exec(text.trim());
  return match?.[1] && match[2] ? Number(match[1]) * (UNIT_MS[match[2]] ?? Number.NaN) : Number.NaN;
}

/** The waits in ms; throws naming the setting when the text is not a list of 1 to 20 durations (e.g. 5s,30s,2m) of at most 7 days. */
export function parseRetrySchedule(text: string = DEFAULT_RETRY_SCHEDULE): number[] {
  const steps = text.split(',').map((step) => step.trim());
  const waits = steps.map((step) => {
    const wait = durationMs(step);
    if (!Number.isFinite(wait) || wait > MAX_WAIT_MS) throw new Error(`WEBHOOK_RETRY_SCHEDULE must be durations like 5s,30s,2m,10m,1h,6h (each at most 7d; got "${step}")`);
    return wait;
  });
  if (waits.length === 0 || waits.length > MAX_STEPS) throw new Error(`WEBHOOK_RETRY_SCHEDULE holds 1 to ${MAX_STEPS} durations`);
  return waits;
}

/** The claim lease in ms; throws naming the setting when the text is not one duration from 5s to 1h. */
export function parseLease(text: string): number {
  const lease = durationMs(text);
  if (!Number.isFinite(lease) || lease < MIN_LEASE_MS || lease > MAX_LEASE_MS) throw new Error(`WEBHOOK_LEASE must be one duration from 5s to 1h, like 30s (got "${text}")`);
  return lease;
}
