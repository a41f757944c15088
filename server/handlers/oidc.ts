/**
 * Single sign-on (OpenID Connect, authorization code with PKCE): `GET /_oidc` tells the login page
 * whether it is on and its name; `GET /_oidc/start` sends the browser to the identity provider with
 * the sign-in's checks kept in a cookie of that browser; `GET /_oidc/callback` takes the provider's
 * answer once, finds or creates the account (server/oidc/accounts.ts), opens the same session as
 * the form login and sends the browser to the local path it started from, or to the login page
 * with the reason it failed. Without single sign-on configured, start and callback answer 40400.
 */
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { TOKEN_COOKIE } from '../../src/kernel/http/names';
import { SSO_ERROR_PARAM, type SsoError, type SsoInfo } from '../../src/kernel/http/sso';
import type { ApiRoute, Endpoints } from '../endpoint';
import { fail, ok } from '../envelope';
import type { Store } from '../store';
import { CLIENT_ADDRESS_HEADER } from '../loginThrottle';
import { signInEntry } from '../audit/userAudit';
import { accountFor } from '../oidc/accounts';
import type { IdentityProvider } from '../oidc/identityProvider';
import { cookieOf, PENDING_COOKIE, PENDING_TTL_MS, pendingCookie, pendingSeal } from '../oidc/pendingSignIn';
import { createUsedStates } from '../oidc/usedStates';

export interface SsoOptions {
  provider: IdentityProvider;
  /** The client secret: the pending sign-in's cookie is signed with a key derived from it. */
  clientSecret: string;
  rolesClaim?: string;
  /** The callback's absolute URL; default: the start's address with `callback` for `start`. */
  redirectUri?: string;
  /** Where a provider's failure goes (the Node server logs it); the browser gets only its reason. */
  onError?: (error: unknown, request: Request) => void;
}

/** Longer `redirect` values are replaced by the console's home (the pending cookie holds it). */
const MAX_TARGET = 1024;

/** A path of this site (not `//host` nor `/\host`, which browsers read as another site), else '/'. */
export function localTarget(value: string | null): string {
  if (!value || value.length > MAX_TARGET || !value.startsWith('/') || value.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex
  return /[\\\u0000-\u001f\u007f]/.test(value) ? '/' : value;
}

const redirect = (location: string, cookies: string[] = []): Response => {
  const headers = new Headers({ Location: location });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 302, headers });
};

export function ssoHandlers(store: Store, route: Endpoints, sso?: SsoOptions): ApiRoute[] {
  const info: SsoInfo | null = sso ? { name: sso.provider.name } : null;
  const configRoute = route.open({ method: 'GET', path: ENDPOINTS.sso }, () => ok(info));
  if (!sso) {
    const notConfigured = () => fail('40400', 'Single sign-on is not configured', 404);
    return [configRoute, route.open({ method: 'GET', path: ENDPOINTS.ssoStart }, notConfigured), route.open({ method: 'GET', path: ENDPOINTS.ssoCallback }, notConfigured)];
  }
  const { provider } = sso;
  const seal = pendingSeal(sso.clientSecret);
  const used = createUsedStates();
  const callbackOf = (request: Request): URL => new URL(sso.redirectUri ?? new URL('callback', request.url).href);
  // The pending sign-in's cookie goes to the callback's folder only (as the browser sees it, behind a proxy too).
  const cookiePath = (request: Request): string => new URL('.', callbackOf(request)).pathname.replace(/\/$/, '');
  const secure = (request: Request): boolean => callbackOf(request).protocol === 'https:';
  const loginPage = (reason: SsoError, target: string): string => `/login?${new URLSearchParams({ [SSO_ERROR_PARAM]: reason, ...(target === '/' ? {} : { redirect: target }) }).toString()}`;

  return [
    configRoute,
    route.open({ method: 'GET', path: ENDPOINTS.ssoStart }, async ({ request }) => {
      const target = localTarget(new URL(request.url).searchParams.get('redirect'));
      let begun;
      try {
        begun = await provider.begin(callbackOf(request).href);
      } catch (error) {
        sso.onError?.(error, request);
        return redirect(loginPage(provider.reasonOf(error), target));
      }
      const { url, ...checks } = begun;
      const cookie = await seal.seal({ ...checks, target, expiresAt: Date.now() + PENDING_TTL_MS });
      return redirect(url, [pendingCookie(cookie, cookiePath(request), secure(request))]);
    }),

    route.open({ method: 'GET', path: ENDPOINTS.ssoCallback }, async ({ request }) => {
      const clear = pendingCookie(undefined, cookiePath(request), secure(request));
      const pending = await seal.open(cookieOf(request, PENDING_COOKIE));
      const answer = new URL(request.url);
      // Bound to this browser, for this sign-in, once.
      if (!pending || answer.searchParams.get('state') !== pending.state || !used.claim(pending.state, pending.expiresAt)) {
        return redirect(loginPage('expired', pending?.target ?? '/'), [clear]);
      }
      const failed = (reason: SsoError) => redirect(loginPage(reason, pending.target), [clear]);
      const callbackUrl = callbackOf(request);
      callbackUrl.search = answer.search;
      let claims;
      try {
        claims = await provider.finish(callbackUrl, pending);
      } catch (error) {
        sso.onError?.(error, request);
        return failed(provider.reasonOf(error));
      }
      const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local';
      const account = await accountFor(store, provider.issuer, claims, sso.rolesClaim, address);
      if (!account.ok) {
        await store.audit.record([signInEntry(false, account.name, account.user, address)]);
        return failed(account.reason);
      }
      const { user } = account;
      const token = await store.sessions.issue(user.id, signInEntry(true, user.userName, user, address));
      // The cookie the console keeps its session in (src/providers/session.ts writes the same).
      const session = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${Math.floor(store.options.tokenTtlMs / 1000)}; Path=/; SameSite=Strict${secure(request) ? '; Secure' : ''}`;
      return redirect(pending.target, [clear, session]);
    }),
  ];
}
