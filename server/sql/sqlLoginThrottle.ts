/**
 * The login throttle of the SQL store: one row per failure and key in `loginFailures`, so every
 * server instance on the database counts the same failures. A try is decided in one transaction that
 * holds the account's and the address's locks (PostgreSQL advisory locks; SQLite has one writer):
 * it counts the failures in the window and, under both limits, writes itself as a failure and goes
 * on. So of tries sent at once to any instances exactly as many pass as the limits leave room for,
 * never more and never none. A good password removes the try's rows and the account's failures.
 * Rows that left the window are pruned with each new try.
 */
import { sql, type Kysely } from 'kysely';
import { randomHex } from '../random';
import { accountKey, addressKey, minutesToWait, throttleLimits, type LoginThrottle, type ThrottleOptions } from '../loginThrottle';
import { isPostgres } from './sqlAudit';
import type { Database } from './schema';

/** Advisory lock classes of the throttle's keys (PostgreSQL): accounts and addresses never share a lock. */
const ACCOUNT_LOCK = 0x7468_0001;
const ADDRESS_LOCK = 0x7468_0002;

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
  const write = async (account: string, address: string): Promise<number> => {
    const at = now();
    await db.deleteFrom('loginFailures').where('at', '<=', at - windowMs).execute();
    await db
      .insertInto('loginFailures')
      .values([
        { key: accountKey(account), at, attempt: null },
        { key: addressKey(address), at, attempt: null },
      ])
      .execute();
    return at;
  };

  return {
    async begin(account, address) {
      const attempt = randomHex(12);
      const account_ = accountKey(account);
      const address_ = addressKey(address);
      const wait = await db.transaction().execute(async (trx) => {
        // Every try takes its account's lock before its address's: no two tries wait on each other in a circle.
        if (isPostgres(db)) {
          await sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${account_})), pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${address_}))`.execute(trx);
        }
        const at = now();
        await trx.deleteFrom('loginFailures').where('at', '<=', at - windowMs).execute();
        const times = async (key: string, max: number): Promise<number[]> =>
          (await trx.selectFrom('loginFailures').select('at').where('key', '=', key).where('at', '>', at - windowMs).orderBy('at', 'desc').limit(max).execute()).map((row) => Number(row.at));
        const byAccount = await times(account_, maxPerAccount);
        const byAddress = await times(address_, maxPerAddress);
        const minutes = Math.max(minutesToWait(byAccount, maxPerAccount, windowMs, at), minutesToWait(byAddress, maxPerAddress, windowMs, at));
        if (minutes > 0) return minutes;
        await trx
          .insertInto('loginFailures')
          .values([
            { key: account_, at, attempt },
            { key: address_, at, attempt },
          ])
          .execute();
        return 0;
      });
      if (wait > 0) return { wait, succeeded: async () => undefined };
      return {
        wait: 0,
        async succeeded() {
          await db.deleteFrom('loginFailures').where((eb) => eb.or([eb('attempt', '=', attempt), eb('key', '=', account_)])).execute();
        },
      };
    },
    waitMinutes,
    async recordFailure(account, address) {
      await write(account, address);
    },
    async recordSuccess(account) {
      await db.deleteFrom('loginFailures').where('key', '=', accountKey(account)).execute();
    },
    async clear() {
      await db.deleteFrom('loginFailures').execute();
    },
  };
}
