/**
 * Roles as data and API tokens: the limits the server checks and the console shows. Pure data and
 * small checks, no imports: the Node server loads it too.
 */

/** Roles the store is seeded with; `admin` can be neither deleted nor renamed. */
export const SEEDED_ROLES: readonly string[] = ['admin', 'editor', 'visitor'];
export const ADMIN_ROLE = 'admin';

/** A role's key: a lower-case letter, then lower-case letters, digits, '-' or '_'. */
export const ROLE_KEY_PATTERN = /^[a-z][a-z0-9_-]*$/;

export const ROLE_LIMITS = {
  key: 32,
  /** Roles one user or one token may hold. */
  perHolder: 20,
} as const;

export const TOKEN_LIMITS = {
  name: 64,
  /** Days a new token lives: 1 to 365. */
  maxDays: 365,
  /** Live tokens in all. */
  count: 100,
} as const;

/** A token's name: letters, digits, spaces and `. _ -` (it names the token's writes in the audit log). */
export const TOKEN_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

/** The HTTP scheme of an API token: `Authorization: Bearer <token>`. */
export const BEARER_PREFIX = 'Bearer ';

/** What a token's writes are journalled under in the audit log. */
export const tokenActorName = (tokenName: string): string => `token:${tokenName}`;
