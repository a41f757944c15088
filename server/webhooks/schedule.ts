/** The retry schedule of failed deliveries (WEBHOOK_RETRY_SCHEDULE, default 5s,30s,2m,10m,1h,6h): the wait before each retry. */

export const DEFAULT_RETRY_SCHEDULE = '5s,30s,2m,10m,1h,6h';

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const MAX_STEPS = 20;
const MAX_WAIT_MS = 7 * 86_400_000;

/** The waits in ms; throws naming the setting when the text is not a list of 1 to 20 durations (e.g. 5s,30s,2m) of at most 7 days. */
export function parseRetrySchedule(text: string = DEFAULT_RETRY_SCHEDULE): number[] {
  const steps = text.split(',').map((step) => step.trim());
  const waits = steps.map((step) => {
    const match = /^(\d{1,9})(ms|s|m|h|d)$/.exec(step);
    const wait = match?.[1] && match[2] ? Number(match[1]) * (UNIT_MS[match[2]] ?? Number.NaN) : Number.NaN;
    if (!Number.isFinite(wait) || wait > MAX_WAIT_MS) throw new Error(`WEBHOOK_RETRY_SCHEDULE must be durations like 5s,30s,2m,10m,1h,6h (each at most 7d; got "${step}")`);
    return wait;
  });
  if (waits.length === 0 || waits.length > MAX_STEPS) throw new Error(`WEBHOOK_RETRY_SCHEDULE holds 1 to ${MAX_STEPS} durations`);
  return waits;
}
