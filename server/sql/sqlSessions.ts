/** Sessions in the database: a row per live token, kept by its SHA-256 only. */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { randomHex } from '../random';
import { journalIn } from './sqlAudit';
import type { SessionStore } from '../storage/storeTypes';
import type { Database } from './schema';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export function sqlSessions(db: Kysely<Database>, ttlMs: number, now: () => number = Date.now): SessionStore {
  return {
    async issue(userId, signIn) {
      const token = randomHex(24);
      const time = now();
      // Expired rows go when a new one comes: the table holds live sessions only (plus a few).
      await db.deleteFrom('sessions').where('expiresAt', '<=', time).execute();
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('sessions').values({ tokenHash: hashOf(token), userId, expiresAt: time + ttlMs }).execute();
        await journalIn(trx, signIn);
      });
      return token;
    },
    async resolve(token) {
      if (!token) return undefined;
      const tokenHash = hashOf(token);
      const row = await db.selectFrom('sessions').select(['userId', 'expiresAt']).where('tokenHash', '=', tokenHash).executeTakeFirst();
      if (!row) return undefined;
      if (Number(row.expiresAt) <= now()) {
        await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
        return undefined;
      }
      return row.userId;
    },
    async revoke(token) {
      await db.deleteFrom('sessions').where('tokenHash', '=', hashOf(token)).execute();
    },
    async revokeUser(userId, exceptToken) {
      let query = db.deleteFrom('sessions').where('userId', '=', userId);
      if (exceptToken !== undefined) query = query.where('tokenHash', '!=', hashOf(exceptToken));
      await query.execute();
    },
    async revokeAll() {
      await db.deleteFrom('sessions').execute();
    },
  };
}
