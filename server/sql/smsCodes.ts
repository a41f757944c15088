/** The last verification code of each user, one row per user. */
import type { Kysely } from 'kysely';
import type { SmsCodeStore } from '../storage/storeTypes';
import type { Database } from './schema';

export function sqlSmsCodes(db: Kysely<Database>): SmsCodeStore {
  return {
    async set({ userId, code, sentAt }) {
      await db
        .insertInto('smsCodes')
        .values({ userId, code, sentAt })
        .onConflict((conflict) => conflict.column('userId').doUpdateSet({ code, sentAt }))
        .execute();
    },
    async get(userId) {
      const row = await db.selectFrom('smsCodes').selectAll().where('userId', '=', userId).executeTakeFirst();
      return row ? { userId: row.userId, code: row.code, sentAt: Number(row.sentAt) } : undefined;
    },
  };
}
