/**
 * The console account of a person the identity provider signed in. The first sign-in creates it:
 * a unique user name from the `preferred_username`, `email` or `sub` claim, roles from the roles
 * claim (those this console has; others ignored) or the default role, and as password hash a mark
 * of the issuer and subject, which no password matches (every hash scheme refuses it) and by which
 * the next sign-ins find the same account. When the roles claim is configured, each sign-in brings
 * the account's roles in line with it, but never takes the admin role from the last active admin.
 */
import type { User } from '../apiTypes';
import { userEntry } from '../audit/userAudit';
import { hasInvisible } from '../names';
import { toBase64 } from '../passwords';
import type { Store } from '../store';
import { DuplicateError } from '../storage/storeTypes';
import { DEFAULT_NEW_USER_ROLES } from '../handlers/user';
import { isLastAdmin } from '../handlers/userRoles';
import { MAX_RECORDS } from '../../src/kernel/rules/fieldRules';
import type { Claims } from './identityProvider';

/** The user schema's limit on names. */
const MAX_USER_NAME = 32;
/** Roles named by a claim, at most. */
const MAX_CLAIMED_ROLES = 100;
const NAME_CLAIMS = ['preferred_username', 'email', 'sub'] as const;

export type AccountOutcome = { ok: true; user: User; created: boolean } | { ok: false; reason: 'noRole' | 'inactive' | 'failed'; user?: User; name: string };

/** The password hash of an account created by single sign-on: `sso$` and a digest of the issuer and subject. */
export async function identityMark(issuer: string, subject: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${issuer}\n${subject}`));
  return `sso$${toBase64(new Uint8Array(digest))}`;
}

/** The claim's roles: a list of names, or one text of names separated by spaces or commas. */
export function claimedRoles(value: unknown): string[] {
  const names = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  return names.filter((name): name is string => typeof name === 'string' && name !== '').slice(0, MAX_CLAIMED_ROLES);
}

/** The roles to give: those of the claim this console has (an empty list when none), or the default role without a roles claim. */
async function rolesFor(store: Store, claims: Claims, rolesClaim: string | undefined): Promise<string[]> {
  if (!rolesClaim) return [...DEFAULT_NEW_USER_ROLES];
  const known = new Set((await store.roles.list()).map((role) => role.key));
  return [...new Set(claimedRoles(claims[rolesClaim]).filter((role) => known.has(role)))];
}

/** A name of at most MAX_USER_NAME characters (not cutting a character in two), or undefined when the claim cannot give one. */
function baseName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.normalize('NFKC').trim();
  if (name === '' || hasInvisible(name)) return undefined;
  let cut = '';
  for (const char of name) {
    if (cut.length + char.length > MAX_USER_NAME) break;
    cut += char;
  }
  return cut.trim() || undefined;
}

function* namesFrom(claims: Claims): Generator<string> {
  const base = NAME_CLAIMS.map((claim) => baseName(claims[claim])).find((name) => name !== undefined) ?? 'sso-user';
  yield base;
  for (let n = 2; n <= 20; n += 1) yield `${base.slice(0, MAX_USER_NAME - String(n).length - 1)}-${n}`;
  for (let n = 0; n < 5; n += 1) yield `${base.slice(0, MAX_USER_NAME - 9)}-${crypto.getRandomValues(new Uint32Array(1))[0]?.toString(16).padStart(8, '0')}`;
}

async function linkedUser(store: Store, mark: string): Promise<User | undefined> {
  for await (const users of store.users.chunks(1000)) {
    const found = users.find((user) => user.passwordHash === mark);
    if (found) return found;
  }
  return undefined;
}

const sameRoles = (a: readonly string[], b: readonly string[]): boolean => [...a].sort().join('\n') === [...b].sort().join('\n');

/** The account of the person `claims` describe, created on the first sign-in; `address` is the client's, for the audit log. */
export async function accountFor(store: Store, issuer: string, claims: Claims, rolesClaim: string | undefined, address: string): Promise<AccountOutcome> {
  const mark = await identityMark(issuer, claims.sub);
  const roles = await rolesFor(store, claims, rolesClaim);
  const existing = await linkedUser(store, mark);
  const name = existing?.userName ?? baseName(claims.preferred_username) ?? baseName(claims.email) ?? claims.sub.slice(0, MAX_USER_NAME);
  if (roles.length === 0) return { ok: false, reason: 'noRole', user: existing, name };
  if (existing) {
    if (existing.type !== 0) return { ok: false, reason: 'inactive', user: existing, name };
    if (!rolesClaim || sameRoles(existing.roles, roles)) return { ok: true, user: existing, created: false };
    // No change leaves the service without an active admin, not even the provider's: the roles stay until another admin exists.
    if (await isLastAdmin(store, existing, { roles, type: existing.type })) return { ok: true, user: existing, created: false };
    const actor = { id: existing.id, userName: existing.userName };
    const updated = await store.users.update(existing.id, { roles }, (before, after) => userEntry('update', before, after, { actor, address }));
    return updated ? { ok: true, user: updated, created: false } : { ok: false, reason: 'failed', name };
  }
  if ((await store.users.count()) >= MAX_RECORDS.user) return { ok: false, reason: 'failed', name };
  for (const userName of namesFrom(claims)) {
    if (await store.users.byName(userName)) continue;
    try {
      const user = await store.users.insert({ userName, phone: '', passwordHash: mark, type: 0, description: '', roles }, (_before, after) =>
        userEntry('create', undefined, after, { actor: after ? { id: after.id, userName: after.userName } : undefined, address }),
      );
      return { ok: true, user, created: true };
    } catch (error) {
      // Another request took the name meanwhile: the next one.
      if (!(error instanceof DuplicateError)) throw error;
    }
  }
  return { ok: false, reason: 'failed', name };
}
