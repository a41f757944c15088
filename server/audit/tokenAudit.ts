/** The audit log of API tokens: made and revoked, by whom, in the write's transaction; never the secret (the store has none). */
import { fieldChanges, whoOf } from '../resources/journal';
import type { WriteOptions } from '../resources/resourceStoreTypes';
import type { ApiToken, RecordAudit } from '../storage/storeTypes';

/** The `resource` of token entries; the token's id is their `recordId`. */
export const TOKENS_AUDIT = '_tokens';

const NO_SECRETS: ReadonlySet<string> = new Set();
const SKIPPED: ReadonlySet<string> = new Set(['lastUsedAt']);

export const tokenAudit =
  (options: WriteOptions): RecordAudit<ApiToken> =>
  (before, after) => ({
    ...whoOf(options, Date.now()),
    action: after ? 'create' : 'delete',
    resource: TOKENS_AUDIT,
    recordId: after?.id ?? before?.id ?? null,
    changes: fieldChanges(before as Record<string, unknown> | undefined, after as Record<string, unknown> | undefined, NO_SECRETS, SKIPPED),
  });
