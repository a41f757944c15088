// @vitest-environment node
/**
 * The login throttle on every store: the same limits (5 per account, 20 per address, 15 minutes),
 * the wait in minutes, a success clearing the account; on SQL stores the failures are rows that
 * every instance on the database counts, pruned once out of the window.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlLoginThrottle } from '../../../server/sql/sqlLoginThrottle';
import type { SqlStore } from '../../../server/sql/sqlStore';
import { createLoginThrottle, type LoginThrottle, type ThrottleOptions } from '../../../server/loginThrottle';
import { createTestStore, STORE_KINDS, type TestStore } from './stores';

const MINUTE = 60_000;

describe.each(STORE_KINDS)('login throttle on %s', (kind) => {
  let opened: TestStore;
  let clock = Date.UTC(2026, 0, 1);
  const now = (): number => clock;
  /** A throttle with the test's clock; on SQL, one more "instance" over the same database. */
  const throttle = (options: ThrottleOptions = {}): LoginThrottle =>
    kind === 'memory' ? createLoginThrottle({ ...options, now }) : sqlLoginThrottle((opened.store as SqlStore).db, { ...options, now });

  beforeAll(async () => {
    opened = await createTestStore(kind);
  });
  afterAll(() => opened.dispose());
  beforeEach(async () => {
    clock = Date.UTC(2026, 0, 1);
    await opened.store.reset();
  });

  it('refuses the 6th try of one account for 15 minutes, then lets it in again', async () => {
    const limiter = throttle();
    for (let index = 0; index < 5; index += 1) {
      expect(await limiter.waitMinutes('alice', '10.0.0.1')).toBe(0);
      await limiter.recordFailure('alice', '10.0.0.1');
      clock += 1000;
    }
    expect(await limiter.waitMinutes('alice', '10.0.0.9')).toBe(15);
    expect(await limiter.waitMinutes('bob', '10.0.0.9')).toBe(0);
    clock += 10 * MINUTE;
    expect(await limiter.waitMinutes('alice', '10.0.0.9')).toBe(5);
    // The first failure leaves the window: one more try.
    clock = Date.UTC(2026, 0, 1) + 15 * MINUTE + 1;
    expect(await limiter.waitMinutes('alice', '10.0.0.9')).toBe(0);
  });

  it('refuses an address after 20 failures over any accounts', async () => {
    const limiter = throttle();
    for (let index = 0; index < 20; index += 1) await limiter.recordFailure(`user${index}`, '10.0.0.2');
    expect(await limiter.waitMinutes('someone', '10.0.0.2')).toBe(15);
    expect(await limiter.waitMinutes('someone', '10.0.0.3')).toBe(0);
  });

  it('clears the account on a success, not the address', async () => {
    const limiter = throttle({ maxPerAddress: 6 });
    for (let index = 0; index < 5; index += 1) await limiter.recordFailure('carol', '10.0.0.4');
    expect(await limiter.waitMinutes('carol', '10.0.0.5')).toBe(15);
    await limiter.recordSuccess('carol');
    expect(await limiter.waitMinutes('carol', '10.0.0.5')).toBe(0);
    await limiter.recordFailure('dave', '10.0.0.4');
    expect(await limiter.waitMinutes('erin', '10.0.0.4')).toBe(15);
  });

  it('counts a begun try as a failure unless it succeeded; a success takes it off the address', async () => {
    const limiter = throttle({ maxPerAddress: 3 });
    for (let index = 0; index < 5; index += 1) expect((await limiter.begin('judy', `10.3.0.${index}`)).wait).toBe(0);
    expect((await limiter.begin('judy', '10.3.0.9')).wait).toBe(15);
    // Good passwords from one address, more often than its limit: none counts against it.
    for (let index = 0; index < 4; index += 1) {
      const attempt = await limiter.begin('kim', '10.4.0.1');
      expect(attempt.wait).toBe(0);
      await attempt.succeeded();
    }
    expect(await limiter.waitMinutes('kim', '10.4.0.1')).toBe(0);
  });

  it('lets exactly 5 of 20 tries sent at once through, on one instance or two (a burst never locks everyone out)', async () => {
    // In memory each instance has its own count: one instance there.
    const instances = kind === 'memory' ? [throttle()] : [throttle(), throttle()];
    const attempts = await Promise.all(Array.from({ length: 20 }, (_, index) => instances[index % instances.length]!.begin('leo', `10.5.0.${index}`)));
    const through = attempts.filter((attempt) => attempt.wait === 0).length;
    expect(through).toBe(5);
    expect(attempts.filter((attempt) => attempt.wait > 0).every((attempt) => attempt.wait >= 1)).toBe(true);
    // The limit is reached: one by one, no further try of the account goes through.
    let later = 0;
    for (let index = 0; index < 6; index += 1) if ((await instances[0]!.begin('leo', '10.6.0.1')).wait === 0) later += 1;
    expect(through + later).toBe(5);
  });

  it('the store serves its own throttle, cleared by a reset', async () => {
    const limiter = opened.store.loginThrottle;
    for (let index = 0; index < 5; index += 1) await limiter.recordFailure('frank', '10.0.0.6');
    expect(await limiter.waitMinutes('frank', '10.0.0.7')).toBeGreaterThan(0);
    await opened.store.reset();
    expect(await limiter.waitMinutes('frank', '10.0.0.7')).toBe(0);
  });

  it.skipIf(kind === 'memory')('counts failures recorded at once through two instances against one limit', async () => {
    const [first, second] = [throttle(), throttle()];
    // 5 failures spread over both "instances" at the same moment.
    await Promise.all([0, 1, 2, 3, 4].map((index) => (index % 2 === 0 ? first : second).recordFailure('grace', `10.1.0.${index}`)));
    expect(await first.waitMinutes('grace', '10.2.0.1')).toBe(15);
    expect(await second.waitMinutes('grace', '10.2.0.1')).toBe(15);
  });

  it.skipIf(kind === 'memory')('keeps only the failures inside the window (pruned with the next failure)', async () => {
    const limiter = throttle();
    for (let index = 0; index < 4; index += 1) await limiter.recordFailure('heidi', '10.0.0.8');
    const db = (opened.store as SqlStore).db;
    const rows = async (): Promise<number> => Number((await db.selectFrom('loginFailures').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await rows()).toBe(8);
    clock += 15 * MINUTE;
    await limiter.recordFailure('ivan', '10.0.0.9');
    expect(await rows()).toBe(2);
  });
});
