/**
 * API tokens (admin, from a signed-in session): list, create (the secret answered once, kept as
 * its SHA-256) and revoke. A token's roles are roles that exist and that its maker holds; a token
 * cannot make or revoke tokens.
 */
import { canAccessRoles } from '../../src/kernel/access/access';
import { TOKEN_LIMITS, TOKEN_NAME_PATTERN } from '../../src/kernel/access/roleRules';
import { API_TOKEN_ID_PATTERN, type ApiTokenRow, type CreatedApiToken } from '../../src/kernel/http/apiTokens';
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import type { ApiRoute, Endpoints, SignedInContext } from '../endpoint';
import { errors, fail, ok } from '../envelope';
import { hasInvisible } from '../names';
import type { Body } from '../parse';
import { randomHex } from '../random';
import { DuplicateError, type Store } from '../store';
import type { ApiToken } from '../storage/storeTypes';
import type { User } from '../apiTypes';
import { apiTokenOf, newTokenSecret, secretHashOf } from '../bearer';
import { tokenAudit } from '../audit/tokenAudit';
import { writeOptionsOf } from '../audit/writeOptions';
import { ADMIN } from './guard';
import { checkRoleList } from './roleList';

const DAY_MS = 24 * 60 * 60 * 1000;

type Field = 'name' | 'roles' | 'expiresInDays';
type Problem = { field: Field; message: string };

function tokenName(value: unknown): string | Problem {
  if (typeof value !== 'string' || value.trim() === '') return { field: 'name', message: 'name is required' };
  const name = value.trim().normalize('NFKC');
  if (name.length > TOKEN_LIMITS.name) return { field: 'name', message: `name must be at most ${TOKEN_LIMITS.name} characters` };
  if (hasInvisible(name) || !TOKEN_NAME_PATTERN.test(name)) return { field: 'name', message: 'name may hold letters, digits, spaces, dots, dashes and underscores only' };
  return name;
}

function days(value: unknown): number | Problem {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > TOKEN_LIMITS.maxDays) {
    return { field: 'expiresInDays', message: `expiresInDays must be a whole number from 1 to ${TOKEN_LIMITS.maxDays}` };
  }
  return value;
}

async function newToken(store: Store, body: Body, maker: User): Promise<{ token: ApiToken } | Problem> {
  const name = tokenName(body.name);
  if (typeof name !== 'string') return name;
  const roles = await checkRoleList(store, body.roles);
  if (typeof roles === 'string') return { field: 'roles', message: roles };
  const beyond = roles.filter((role) => !canAccessRoles(maker.roles, [role]));
  if (beyond.length > 0) return { field: 'roles', message: `roles must be roles you hold: not ${beyond.join(', ')}` };
  const lifetime = days(body.expiresInDays);
  if (typeof lifetime !== 'number') return lifetime;
  const now = Date.now();
  return { token: { id: randomHex(8), name, roles, createdBy: maker.id, createdAt: now, expiresAt: now + lifetime * DAY_MS, lastUsedAt: null } };
}

const refusedToTokens = ({ request }: SignedInContext): Response | undefined =>
  apiTokenOf(request) ? fail('40300', 'API tokens are managed from a signed-in session, not with a token.', 403) : undefined;

export function apiTokenHandlers(store: Store, route: Endpoints): ApiRoute[] {
  return [
    route.signedIn({ method: 'GET', path: ENDPOINTS.apiTokens, roles: ADMIN }, async (context) => {
      const refused = refusedToTokens(context);
      if (refused) return refused;
      const rows: ApiTokenRow[] = await store.apiTokens.list();
      return ok(rows);
    }),

    route.signedIn({ method: 'POST', path: ENDPOINTS.apiTokens, roles: ADMIN, maxBodyBytes: 4 * 1024 }, async (context) => {
      const refused = refusedToTokens(context);
      if (refused) return refused;
      const { body, request, user } = context;
      if ((await store.apiTokens.count()) >= TOKEN_LIMITS.count) return errors.full(`No room for more API tokens: at most ${TOKEN_LIMITS.count}. Revoke one first.`);
      const made = await newToken(store, body, user);
      if ('field' in made) return errors.invalid(made.message, { [made.field]: { message: made.message } });
      const secret = newTokenSecret();
      try {
        await store.apiTokens.insert(made.token, await secretHashOf(secret), tokenAudit(writeOptionsOf(request, user)));
      } catch (error) {
        if (!(error instanceof DuplicateError)) throw error;
        const message = `An API token named ${made.token.name} already exists`;
        return errors.invalid(message, { name: { message } });
      }
      const answer: CreatedApiToken = { id: made.token.id, token: secret };
      return ok(answer);
    }),

    route.signedIn({ method: 'DELETE', path: ENDPOINTS.apiToken, roles: ADMIN }, async (context) => {
      const refused = refusedToTokens(context);
      if (refused) return refused;
      const { params, request, user } = context;
      const id = params.id ?? '';
      if (!API_TOKEN_ID_PATTERN.test(id)) return errors.invalid('The token id must be 16 hex digits');
      if (!(await store.apiTokens.remove(id, tokenAudit(writeOptionsOf(request, user))))) return errors.notFound('API token not found');
      return ok(null);
    }),
  ];
}
