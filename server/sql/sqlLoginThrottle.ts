/**
 * The login throttle of the SQL store: one row per failure and key in `loginFailures`, so every
 * server instance on the database counts the same failures. A try is first written as a failure,
 * then the committed rows in the window are counted: of tries sent at once to any instances, at most
 * the limit see a count within it (each one's count includes every row written before its own), and
 * the others take their rows back and are refused. A good password removes the try's rows and the
 * account's failures. Rows that left the window are pruned with each new try.
 */
import type { Kysely } from 'kysely';
import { randomHex } from '../random';
import { accountKey, addressKey, minutesToWait, throttleLimits, type LoginThrottle, type ThrottleOptions } from '../loginThrottle';
import type { Database } from './schema';

export function sqlLoginThrottle(db: Kysely<Database>, options: ThrottleOptions = {}): LoginThrottle {
  const { maxPerAccount, maxPerAddress, windowMs, now } = throttleLimits(options);

  /** The newest failure times of a key in the window, at most `max`. */
  const recent = async (key: string, max: number, at: number): Promise<number[]> => {
    const rows = await db.selectFrom('loginFailures').select('at').where('key', '=', key).where('at', '>', at - windowMs).orderBy('at', 'desc').limit(max).execute();
    return rows.map((row) => Number(row.at));
  };

  const waitMinutes = async (account: string, address: string): Promise<number> => {
    const at = now();
    const [byAccount, byAddress] = await Promise.all([recent(accountKey(account), maxPerAccount, at), recent(addressKey(address), maxPerAddress, at)]);
    return Math.max(minutesToWait(byAccount, maxPerAccount, windowMs, at), minutesToWait(byAddress, maxPerAddress, windowMs, at));
  };

  /** Writes a failure of both keys (pruning what left the window first). */
  const write = async (account: string, address: string, attempt: string | null): Promise<number> => {
    const at = now();
    await db.deleteFrom('loginFailures').where('at', '<=', at - windowMs).execute();
    await db
      .insertInto('loginFailures')
      .values([
        { key: accountKey(account), at, attempt },
        { key: addressKey(address), at, attempt },
      ])
      .execute();
    return at;
  };

  return {
    async begin(account, address) {
      const attempt = randomHex(12);
      const at = await write(account, address, attempt);
      // One more than the limit is enough to know whether this try is beyond it.
      const [byAccount, byAddress] = await Promise.all([recent(accountKey(account), maxPerAccount + 1, at), recent(addressKey(address), maxPerAddress + 1, at)]);
      if (byAccount.length <= maxPerAccount && byAddress.length <= maxPerAddress) {
        return {
          wait: 0,
          async succeeded() {
            await db.deleteFrom('loginFailures').where((eb) => eb.or([eb('attempt', '=', attempt), eb('key', '=', accountKey(account))])).execute();
          },
        };
      }
      await db.deleteFrom('loginFailures').where('attempt', '=', attempt).execute();
      return { wait: Math.max(1, await waitMinutes(account, address)), succeeded: async () => undefined };
    },
    waitMinutes,
    async recordFailure(account, address) {
      await write(account, address, null);
    },
    async recordSuccess(account) {
      await db.deleteFrom('loginFailures').where('key', '=', accountKey(account)).execute();
    },
    async clear() {
      await db.deleteFrom('loginFailures').execute();
    },
  };
}
