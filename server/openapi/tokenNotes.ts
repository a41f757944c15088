/** The notes of the API tokens' endpoints (server/handlers/apiTokens.ts, kernel/http/apiTokens.ts). */
import { ROLE_LIMITS, TOKEN_LIMITS } from '../../src/kernel/access/roleRules';
import type { EndpointNote } from './endpointNotes';
import type { JsonSchema } from './openapiTypes';

const roles: JsonSchema = { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: ROLE_LIMITS.perHolder };

const row: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^[0-9a-f]{16}$' },
    name: { type: 'string' },
    roles,
    createdBy: { type: 'integer', description: 'The user who made it: the token acts on that user\'s records' },
    createdAt: { type: 'integer', description: 'ms since 1970' },
    expiresAt: { type: 'integer', description: 'ms since 1970' },
    lastUsedAt: { type: ['integer', 'null'], description: 'ms since 1970, to the minute' },
  },
};

const FROM_A_SESSION = 'Admin, from a signed-in session (a Bearer token is refused, 40300).';

export const TOKEN_NOTES: Readonly<Record<string, EndpointNote>> = {
  'GET /_tokens': { summary: 'List the API tokens (never their secrets)', tag: 'tokens', description: FROM_A_SESSION, answer: { type: 'array', items: row }, codes: ['forbidden'] },
  'POST /_tokens': {
    summary: 'Make an API token: its secret is answered this once',
    tag: 'tokens',
    description:
      `${FROM_A_SESSION} roles: existing roles the maker holds (an admin holds every role); the token acts with them, narrowed to what its maker still holds at each request. ` +
      `At most ${TOKEN_LIMITS.count} tokens. Only the secret's SHA-256 is stored; the token's writes are audited as token:<name>.`,
    body: {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: TOKEN_LIMITS.name, description: 'Unique; letters, digits, spaces, dots, dashes and underscores' },
        roles,
        expiresInDays: { type: 'integer', minimum: 1, maximum: TOKEN_LIMITS.maxDays },
      },
      required: ['name', 'roles', 'expiresInDays'],
    },
    answer: { type: 'object', properties: { id: { type: 'string' }, token: { type: 'string', description: 'Send as Authorization: Bearer <token>' } }, required: ['id', 'token'] },
    codes: ['invalid', 'forbidden', 'full'],
  },
  'DELETE /_tokens/:id': {
    summary: 'Revoke an API token: refused on every server from the next request',
    tag: 'tokens',
    description: FROM_A_SESSION,
    answer: { type: 'null' },
    codes: ['invalid', 'forbidden', 'notFound'],
  },
};
