// @vitest-environment node
/** WEBHOOK_RETRY_SCHEDULE and WEBHOOK_LEASE: durations in ms, s, m, h or d; a bad one stops the start with a message naming the setting. */
import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../../../../server/http/env';
import { parseLease, parseRetrySchedule } from '../../../../server/webhooks/schedule';

describe('the retry schedule', () => {
  it('defaults to 5s, 30s, 2m, 10m, 1h, 6h and reads another from the environment', () => {
    expect(parseRetrySchedule()).toEqual([5000, 30_000, 120_000, 600_000, 3_600_000, 21_600_000]);
    expect(optionsFromEnv({ WEBHOOK_RETRY_SCHEDULE: '50ms, 1s', WEBHOOK_ALLOW_PRIVATE: '1' }).webhooks).toEqual({ schedule: [50, 1000], allowPrivate: true });
    expect(optionsFromEnv({ WEBHOOK_ALLOW_PRIVATE: '0' }).webhooks).toEqual({ schedule: [5000, 30_000, 120_000, 600_000, 3_600_000, 21_600_000], allowPrivate: false });
    expect(optionsFromEnv({}).webhooks).toBeUndefined();
  });

  it('refuses what is not a list of durations of at most 7 days', () => {
    for (const bad of ['', '5', '5x', '-5s', '8d', '1s,,2s', Array(21).fill('1s').join(',')]) expect(() => parseRetrySchedule(bad), bad).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });

  it('reads the claim lease from WEBHOOK_LEASE: one duration from 5s to 1h, none by default', () => {
    expect(optionsFromEnv({ WEBHOOK_LEASE: '6s' }).webhooks).toMatchObject({ leaseMs: 6000, allowPrivate: false });
    expect(optionsFromEnv({ WEBHOOK_LEASE: '2m', WEBHOOK_ALLOW_PRIVATE: '1' }).webhooks?.leaseMs).toBe(120_000);
    expect(optionsFromEnv({ WEBHOOK_ALLOW_PRIVATE: '1' }).webhooks?.leaseMs).toBeUndefined();
    expect(parseLease('1h')).toBe(3_600_000);
    for (const bad of ['', '4s', '4999ms', '2h', '5', '5s,6s']) expect(() => parseLease(bad), bad).toThrow(/WEBHOOK_LEASE/);
    expect(() => optionsFromEnv({ WEBHOOK_LEASE: '1s' })).toThrow(/WEBHOOK_LEASE/);
  });
});
