/**
 * The login throttle of the SQL store: one row per failure and key in `loginFailures`, so every
 * server instance on the database counts the same failures. Each failure is its own INSERT and each
 * check a COUNT of the committed rows in the window, so failures spread over instances at once all
 * count. Rows that left the window are pruned with each new failure.
 */
import type { Kysely } from 'kysely';
import { accountKey, addressKey, minutesToWait, throttleLimits, type LoginThrottle, type ThrottleOptions } from '../throttle';
import type { Database } from './schema';

export function sqlLoginThrottle(db: Kysely<Database>, options: ThrottleOptions = {}): LoginThrottle {
  const { maxPerAccount, maxPerAddress, windowMs, now } = throttleLimits(options);

  /** Minutes to wait for one key: only its `max` newest failures in the window are read. */
  const waitFor = async (key: string, max: number, at: number): Promise<number> => {
    const rows = await db
      .selectFrom('loginFailures')
      .select('at')
      .where('key', '=', key)
      .where('at', '>', at - windowMs)
      .orderBy('at', 'desc')
      .limit(max)
      .execute();
    return minutesToWait(
      rows.map((row) => Number(row.at)),
      max,
      windowMs,
      at,
    );
  };

  return {
    async waitMinutes(account, address) {
      const at = now();
      const [byAccount, byAddress] = await Promise.all([waitFor(accountKey(account), maxPerAccount, at), waitFor(addressKey(address), maxPerAddress, at)]);
      return Math.max(byAccount, byAddress);
    },
    async recordFailure(account, address) {
      const at = now();
      await db.deleteFrom('loginFailures').where('at', '<=', at - windowMs).execute();
      await db
        .insertInto('loginFailures')
        .values([
          { key: accountKey(account), at },
          { key: addressKey(address), at },
        ])
        .execute();
    },
    async recordSuccess(account) {
      await db.deleteFrom('loginFailures').where('key', '=', accountKey(account)).execute();
    },
    async clear() {
      await db.deleteFrom('loginFailures').execute();
    },
  };
}
