// @vitest-environment node
/**
 * Single sign-on against a throw-away OpenID Connect provider, over real HTTP on each store: the
 * whole code flow (start, the provider's login and consent, the way back), the account created on
 * the first sign-in and found again on the next, roles from the claim, and what is refused (a state
 * of another sign-in, a replayed answer, a browser without the pending cookie, roles this console
 * does not have) with nothing stored and no session opened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/handlers';
import { createMemoryStore } from '../../server/store';
import { localTarget } from '../../server/handlers/oidc';
import type { OidcSettings } from '../../server/oidc/settings';
import { createIdentityProvider } from '../../server/oidc/provider';
import { startTestProvider, TEST_CLIENT, type TestProvider } from '../helpers/oidcProvider';
import { setupTarget } from './target';

// The provider's address is known only once it runs (after the console's server, whose callback
// it must know): the server reads the issuer at the first sign-in.
const settings: OidcSettings = { issuer: '', ...TEST_CLIENT, name: 'Acme ID', scopes: 'openid profile email', rolesClaim: 'groups' };
const target = setupTarget({ oidc: settings });
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider([`${target.base}/_oidc/callback`], {
    ivan: { preferred_username: 'ivan', email: 'ivan@example.com', groups: ['editor', 'superhero'] },
    judy: { preferred_username: 'judy', groups: ['admin'] },
    oscar: { preferred_username: 'oscar', groups: ['superhero'] },
    // Names of accounts that exist (the demo admin, a seeded editor): never theirs, another.
    mallory: { preferred_username: 'admin', groups: 'visitor' },
    alice: { preferred_username: 'alice', groups: ['editor'] },
    nina: { email: 'nina@example.com', groups: ['editor'] },
  });
  settings.issuer = provider.issuer;
});

afterAll(async () => {
  await provider.stop();
});

interface Hop {
  status: number;
  location: string;
  cookies: string[];
}

async function get(url: string, cookie = ''): Promise<Hop> {
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  await response.arrayBuffer();
  expect(response.status, url).toBeLessThan(500);
  return { status: response.status, location: response.headers.get('Location') ?? '', cookies: response.headers.getSetCookie() };
}

const cookieNamed = (cookies: string[], name: string): string | undefined => cookies.find((cookie) => cookie.startsWith(`${name}=`));
const valueOf = (cookie: string | undefined): string => cookie?.split(';')[0] ?? '';

/** Starts a sign-in in a new browser: the provider's URL and the pending cookie it was given. */
async function start(redirect?: string): Promise<{ authorizationUrl: string; pending: string }> {
  const hop = await get(`${target.base}/_oidc/start${redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`}`);
  expect(hop.status).toBe(302);
  return { authorizationUrl: hop.location, pending: valueOf(cookieNamed(hop.cookies, 'sso-pending')) };
}

/** A whole sign-in as `login`: the callback's answer. */
async function signIn(login: string, redirect?: string): Promise<Hop> {
  const { authorizationUrl, pending } = await start(redirect);
  const back = await provider.signIn(authorizationUrl, login);
  return get(back.href, pending);
}

const tokenOf = (hop: Hop): string | undefined => cookieNamed(hop.cookies, 'Admin-Token')?.split(';')[0]?.split('=')[1];

async function whoIs(token: string | undefined) {
  const answer = await target.call<{ name: string; roles: string[]; userId: number }>('/user/info', { token });
  expect(answer.code).toBe('00000');
  return answer.data;
}

const userCount = () => target.server.store.users.count();

describe('single sign-on (OpenID Connect)', () => {
  it('tells the login page its name', async () => {
    expect(await target.call('/_oidc')).toMatchObject({ code: '00000', data: { name: 'Acme ID' } });
  });

  it('starts a code flow with PKCE, state and nonce, its checks in a short-lived HttpOnly SameSite=Lax cookie', async () => {
    const hop = await get(`${target.base}/_oidc/start`);
    expect(hop.status).toBe(302);
    const url = new URL(hop.location);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: TEST_CLIENT.clientId,
      redirect_uri: `${target.base}/_oidc/callback`,
      code_challenge_method: 'S256',
      scope: 'openid profile email',
    });
    for (const key of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(key)).toMatch(/^[\w-]{40,}$/);
    const cookie = cookieNamed(hop.cookies, 'sso-pending') ?? '';
    expect(cookie).toMatch(/; Max-Age=600; Path=\/api\/_oidc; HttpOnly; SameSite=Lax$/);
    // The verifier and nonce are not readable in the cookie by another site, and not in the URL.
    expect(hop.location).not.toContain(cookie.split('=')[1]?.split('.')[0] ?? 'x');
  });

  it('creates the account on the first sign-in, with the known roles of the claim, and opens a session like the form login', async () => {
    const before = await userCount();
    const hop = await signIn('ivan', '/sms/list?page=2');
    expect(hop.status).toBe(302);
    expect(hop.location).toBe('/sms/list?page=2');
    expect(cookieNamed(hop.cookies, 'sso-pending')).toMatch(/^sso-pending=; Max-Age=0;/);
    expect(cookieNamed(hop.cookies, 'Admin-Token')).toMatch(/^Admin-Token=[0-9a-f]{48}; Max-Age=28800; Path=\/; SameSite=Strict$/);
    const info = await whoIs(tokenOf(hop));
    // 'superhero' is no role of this console: ignored.
    expect(info).toMatchObject({ name: 'ivan', roles: ['editor'] });
    expect(await userCount()).toBe(before + 1);
    // No password opens the account.
    for (const password of ['111111', '', 'sso']) {
      expect((await target.call('/user/login', { method: 'POST', body: { userName: 'ivan', password } })).code).not.toBe('00000');
    }
    const audit = await target.server.store.audit.list({ recordId: String(info.userId), resource: 'user', order: 'ASC', offset: 0, limit: 10 });
    expect(audit.rows.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'sign-in']));
  });

  it('finds the same account on the next sign-in', async () => {
    const first = await whoIs(tokenOf(await signIn('ivan')));
    const count = await userCount();
    const second = await signIn('ivan');
    expect(second.location).toBe('/');
    expect(await whoIs(tokenOf(second))).toMatchObject({ userId: first.userId, name: 'ivan' });
    expect(await userCount()).toBe(count);
  });

  it('gives the roles the claim names, and a unique name when the claimed one is taken', async () => {
    expect(await whoIs(tokenOf(await signIn('judy')))).toMatchObject({ name: 'judy', roles: ['admin'] });
    expect(await whoIs(tokenOf(await signIn('mallory')))).toMatchObject({ name: 'admin-2', roles: ['visitor'] });
    const alice = await whoIs(tokenOf(await signIn('alice')));
    expect(alice.name).toBe('alice-2');
    expect(alice.userId).not.toBe((await target.server.store.users.byName('alice'))?.id);
    // Without preferred_username, the e-mail.
    expect(await whoIs(tokenOf(await signIn('nina')))).toMatchObject({ name: 'nina@example.com', roles: ['editor'] });
  });

  it("brings the account's roles in line with the claim on each sign-in", async () => {
    provider.accounts.set('rita', { preferred_username: 'rita', groups: ['visitor'] });
    const first = await whoIs(tokenOf(await signIn('rita')));
    expect(first.roles).toEqual(['visitor']);
    provider.accounts.set('rita', { preferred_username: 'rita', groups: ['editor', 'admin'] });
    const second = await whoIs(tokenOf(await signIn('rita')));
    expect(second).toMatchObject({ userId: first.userId });
    expect([...second.roles].sort()).toEqual(['admin', 'editor']);
    const audit = await target.server.store.audit.list({ recordId: String(first.userId), resource: 'user', order: 'ASC', offset: 0, limit: 10 });
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'sign-in', 'role-change', 'sign-in']);
  });

  it('never takes the admin role from the last active admin: the roles follow once another admin exists', async () => {
    const store = target.server.store;
    provider.accounts.set('vera', { preferred_username: 'vera', groups: ['admin'] });
    const first = await whoIs(tokenOf(await signIn('vera')));
    expect(first.roles).toEqual(['admin']);
    const others = (await store.users.list()).filter((user) => user.id !== first.userId && user.roles.includes('admin'));
    for (const other of others) await store.users.update(other.id, { roles: ['editor'] });
    provider.accounts.set('vera', { preferred_username: 'vera', groups: ['editor'] });
    expect((await whoIs(tokenOf(await signIn('vera')))).roles).toEqual(['admin']);
    expect((await store.users.get(first.userId))?.roles).toEqual(['admin']);
    for (const other of others) await store.users.update(other.id, { roles: other.roles });
    expect((await whoIs(tokenOf(await signIn('vera')))).roles).toEqual(['editor']);
  });

  it('refuses a person whose roles claim names no role of this console, creating nothing', async () => {
    const count = await userCount();
    const hop = await signIn('oscar');
    expect(hop.location).toBe('/login?sso_error=noRole');
    expect(tokenOf(hop)).toBeUndefined();
    expect(await userCount()).toBe(count);
    expect(await target.server.store.users.byName('oscar')).toBeUndefined();
    const audit = await target.server.store.audit.list({ actorName: 'oscar', order: 'ASC', offset: 0, limit: 10 });
    expect(audit.rows.map((row) => row.action)).toEqual(['sign-in-failed']);
  });

  it('refuses an answer whose state is not the pending sign-in’s', async () => {
    provider.accounts.set('eve', { preferred_username: 'eve', groups: ['admin'] });
    const count = await userCount();
    const mine = await start();
    const theirs = await start();
    const back = await provider.signIn(theirs.authorizationUrl, 'eve');
    // Their answer in my browser (a forged or swapped callback).
    const hop = await get(back.href, mine.pending);
    expect(hop.location).toBe('/login?sso_error=expired');
    expect(tokenOf(hop)).toBeUndefined();
    // Without the cookie of the browser that started it.
    const bare = await get(back.href);
    expect(bare.location).toBe('/login?sso_error=expired');
    expect(tokenOf(bare)).toBeUndefined();
    // A cookie made up or altered.
    const forged = await get(back.href, `${theirs.pending.slice(0, -4)}AAAA`);
    expect(forged.location).toBe('/login?sso_error=expired');
    expect(await userCount()).toBe(count);
    expect(await target.server.store.users.byName('eve')).toBeUndefined();
  });

  it('refuses a replayed answer', async () => {
    const { authorizationUrl, pending } = await start();
    const back = await provider.signIn(authorizationUrl, 'ivan');
    const first = await get(back.href, pending);
    expect(tokenOf(first)).toBeDefined();
    const again = await get(back.href, pending);
    expect(again.location).toBe('/login?sso_error=expired');
    expect(tokenOf(again)).toBeUndefined();
  });

  it("shows the provider's refusal on the login page", async () => {
    const { authorizationUrl, pending } = await start('/dashboard');
    const state = new URL(authorizationUrl).searchParams.get('state') ?? '';
    const refused = new URL(`${target.base}/_oidc/callback`);
    refused.search = new URLSearchParams({ error: 'access_denied', error_description: 'The user said no', state, iss: provider.issuer }).toString();
    const hop = await get(refused.href, pending);
    expect(hop.location).toBe('/login?sso_error=denied&redirect=%2Fdashboard');
    expect(tokenOf(hop)).toBeUndefined();
  });

  it('refuses a frozen account', async () => {
    const ivan = await target.server.store.users.byName('ivan');
    if (!ivan) throw new Error('ivan was not created');
    await target.server.store.users.update(ivan.id, { type: 2 });
    const hop = await signIn('ivan');
    expect(hop.location).toBe('/login?sso_error=inactive');
    expect(tokenOf(hop)).toBeUndefined();
    await target.server.store.users.update(ivan.id, { type: 0 });
  });

  it('goes back to a local path only', () => {
    expect(localTarget('/sms/list?x=1#top')).toBe('/sms/list?x=1#top');
    expect(localTarget(`/${'a'.repeat(1000)}`)).toBe(`/${'a'.repeat(1000)}`);
    for (const outside of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a\nb', `/${'a'.repeat(1100)}`, null]) {
      expect(localTarget(outside), String(outside)).toBe('/');
    }
  });
});

describe('a provider that cannot be reached', () => {
  it('sends the browser back to the login page with the reason, and tries discovery again at the next sign-in', async () => {
    const unreachable: OidcSettings = { issuer: 'http://127.0.0.1:9', ...TEST_CLIENT, name: 'Acme ID', scopes: 'openid' };
    const { app } = createApi(createMemoryStore(), undefined, { sso: { provider: createIdentityProvider(unreachable), clientSecret: unreachable.clientSecret } });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await app.request('/api/_oidc/start?redirect=%2Fdashboard');
      expect(answer.status).toBe(302);
      expect(answer.headers.get('Location')).toBe('/login?sso_error=unavailable&redirect=%2Fdashboard');
      expect(answer.headers.get('Set-Cookie')).toBeNull();
    }
  });
});

describe('without single sign-on configured', () => {
  it('offers no button and answers 40400 on its routes', async () => {
    const { app } = createApi(createMemoryStore());
    expect(await (await app.request('/api/_oidc')).json()).toMatchObject({ code: '00000', data: null });
    for (const path of ['/api/_oidc/start', '/api/_oidc/callback?code=x&state=y']) {
      const answer = await app.request(path);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ code: '40400' });
    }
  });
});
