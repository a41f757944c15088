/** API tokens in memory (the browser mock, unit tests): the same contract as the SQL table. */
import type { NewAuditEntry } from './auditStore';
import { DuplicateError, type ApiToken, type ApiTokenStore } from './storeTypes';

export function createMemoryApiTokens(journal: (entry: NewAuditEntry | undefined) => void): ApiTokenStore & { clear(): void; removeOwner(userId: number): void } {
  let rows: Array<{ token: ApiToken; secretHash: string }> = [];
  const copy = (token: ApiToken): ApiToken => ({ ...token, roles: [...token.roles] });
  return {
    clear() {
      rows = [];
    },
    /** As the SQL table's foreign key does: a deleted user's tokens go with it. */
    removeOwner(userId) {
      rows = rows.filter((row) => row.token.createdBy !== userId);
    },
    count: async () => rows.length,
    list: async () => rows.map((row) => copy(row.token)),
    async insert(token, secretHash, audit) {
      if (rows.some((row) => row.token.name === token.name)) throw new DuplicateError(`An API token named ${token.name} already exists`);
      rows = [...rows, { token: copy(token), secretHash }];
      journal(audit?.(undefined, token));
      return copy(token);
    },
    async bySecretHash(secretHash) {
      const row = rows.find((candidate) => candidate.secretHash === secretHash);
      return row && copy(row.token);
    },
    async touch(id, at) {
      const row = rows.find((candidate) => candidate.token.id === id);
      if (row) row.token = { ...row.token, lastUsedAt: at };
    },
    async remove(id, audit) {
      const row = rows.find((candidate) => candidate.token.id === id);
      if (!row) return false;
      rows = rows.filter((candidate) => candidate !== row);
      journal(audit?.(row.token, undefined));
      return true;
    },
  };
}
