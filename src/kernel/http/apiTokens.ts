/** The API tokens endpoints' bodies and answers (server/handlers/apiTokens.ts, the Developer › API tokens page). */

export interface NewApiTokenBody {
  name: string;
  roles: string[];
  expiresInDays: number;
}

/** The answer to a new token: the secret is in it once, never again. */
export interface CreatedApiToken {
  id: string;
  token: string;
}

/** A token as listed: no secret, nor its hash. */
export interface ApiTokenRow {
  /** Random, unguessable: the path of its revoke. */
  id: string;
  name: string;
  roles: string[];
  /** The user who made it: the token acts on that user's records, with its own roles. */
  createdBy: number;
  createdAt: number;
  expiresAt: number;
  lastUsedAt: number | null;
}

/** A token's id: 16 lower-case hex digits. */
export const API_TOKEN_ID_PATTERN = /^[0-9a-f]{16}$/;
