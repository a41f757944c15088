/** Login (hashed passwords, throttled failures), session info and logout. */
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { avatarFor } from '../avatar';
import { tokenOf, userOfToken, type ApiRoute, type Endpoints } from '../endpoint';
import { errors, fail, ok, okTemplate } from '../envelope';
import { nameKey } from '../names';
import type { Store } from '../store';
import { CLIENT_ADDRESS_HEADER, type LoginThrottle } from '../loginThrottle';
import type { SessionInfo } from '../apiTypes';
import { signInEntry } from '../audit/userAudit';

/** Longer credentials are refused before any hashing. */
const MAX_CREDENTIAL = 128;

export function authHandlers(store: Store, route: Endpoints, throttle: LoginThrottle): ApiRoute[] {
  // A hash to check unknown accounts against, so that they take as long as known ones.
  let decoy: Promise<string> | undefined;

  return [
    route.open({ method: 'POST', path: ENDPOINTS.login, maxBodyBytes: 4 * 1024 }, async ({ request, body }) => {
      const userName = typeof body.userName === 'string' ? body.userName.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!userName || !password) return fail('40000', 'userName and password are required');
      if (userName.length > MAX_CREDENTIAL || password.length > MAX_CREDENTIAL) {
        return errors.invalid(`userName and password must be at most ${MAX_CREDENTIAL} characters`);
      }
      const account = nameKey(userName);
      const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local';
      // Counted as a failure from here on, unless the password is good.
      const attempt = await throttle.begin(account, address);
      if (attempt.wait > 0) return errors.tooManyAttempts(attempt.wait);
      const user = await store.users.byName(userName);
      decoy ??= store.passwords.hash('not the password of anyone');
      const good = await store.passwords.verify(password, user?.passwordHash || (await decoy));
      if (!user || !good) {
        await store.audit.record([signInEntry(false, userName, user, address)]);
        return fail(60204, 'Account and password are incorrect.');
      }
      await attempt.succeeded();
      if (user.type !== 0) {
        await store.audit.record([signInEntry(false, userName, user, address)]);
        return fail(60204, 'Account is deactivated or frozen.');
      }
      const token = await store.sessions.issue(user.id, signInEntry(true, userName, user, address));
      return ok(token);
    }),

    route.open({ method: 'GET', path: ENDPOINTS.userInfo }, async ({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? tokenOf(request);
      const user = await userOfToken(store, token);
      if (!user) return fail(50008, 'Login failed, unable to get user details.');
      const info: SessionInfo = {
        roles: [...user.roles],
        name: user.userName,
        userId: user.id,
        avatar: avatarFor(user.userName),
        introduction: user.description,
        permissions: await store.permissions.of(user.roles),
      };
      return ok(info);
    }),

    route.open({ method: 'POST', path: ENDPOINTS.logout, body: 'none' }, async ({ request }) => {
      const token = tokenOf(request);
      if (token) await store.sessions.revoke(token);
      return okTemplate('success');
    }),
  ];
}
