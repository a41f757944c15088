/**
 * API tokens at the door: `Authorization: Bearer <secret>` on any signed-in endpoint. The token is
 * looked up in the store by its secret's SHA-256 on every request (a revoke holds at once on every
 * server); it acts for the user who made it, with its own roles narrowed to what that user still
 * holds, and its writes are journalled under its name. Failed tries count in the login throttle.
 */
import { canAccessRoles } from '../src/kernel/access/access';
import { BEARER_PREFIX, tokenActorName } from '../src/kernel/access/roleRules';
import { Refusal } from './refusal';
import { CLIENT_ADDRESS_HEADER, type LoginThrottle } from './loginThrottle';
import { randomHex } from './random';
import type { Store } from './store';
import type { ApiToken } from './storage/storeTypes';
import type { User } from './apiTypes';

/** Longer Authorization values are refused unread. */
const MAX_SECRET = 128;
const SECRET_PATTERN = /^[A-Za-z0-9_-]+$/;
/** `lastUsedAt` is written at most this often per token, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** A new secret: 32 random bytes, with a prefix that says what it is (secret scanners look for such). */
export const newTokenSecret = (): string => `smsat_${randomHex(32)}`;

export async function secretHashOf(secret: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The bearer secret of a request, '' for a malformed one, undefined without the header. */
export function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('Authorization');
  if (header === null || header.slice(0, BEARER_PREFIX.length).toLowerCase() !== BEARER_PREFIX.toLowerCase()) return undefined;
  const secret = header.slice(BEARER_PREFIX.length).trim();
  return secret.length <= MAX_SECRET && SECRET_PATTERN.test(secret) ? secret : '';
}

const tokens = new WeakMap<Request, ApiToken>();

/** The API token a request was made with (undefined for a session or a public endpoint). */
export const apiTokenOf = (request: Request): ApiToken | undefined => tokens.get(request);

export interface BearerCaller {
  user: User;
  token: ApiToken;
}

const refused = (message: string): Refusal => new Refusal(50008, message, 401);

const throttled = (minutes: number): Refusal => new Refusal('42900', `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, 429);

/** The caller a bearer request acts as; else throws the refusal (401, or 429 while throttled). */
export async function bearerCaller(store: Store, throttle: LoginThrottle, request: Request, secret: string, now = Date.now()): Promise<BearerCaller> {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local';
  const account = `bearer@${address}`;
  const wait = await throttle.waitMinutes(account, address);
  if (wait > 0) throw throttled(wait);
  const token = secret === '' ? undefined : await store.apiTokens.bySecretHash(await secretHashOf(secret));
  if (!token) {
    await throttle.recordFailure(account, address);
    throw refused('Illegal API token.');
  }
  if (token.expiresAt <= now) throw refused('This API token has expired.');
  const owner = await store.users.get(token.createdBy);
  if (!owner || owner.type !== 0) throw refused("This API token's user is no longer active.");
  if (token.lastUsedAt === null || now - token.lastUsedAt >= TOUCH_EVERY_MS) await store.apiTokens.touch(token.id, now);
  tokens.set(request, token);
  const roles = token.roles.filter((role) => canAccessRoles(owner.roles, [role]));
  return { token, user: { ...owner, userName: tokenActorName(token.name), roles } };
}
