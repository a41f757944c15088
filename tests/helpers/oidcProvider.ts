/**
 * A throw-away OpenID Connect provider on this machine (oidc-provider with its development login and
 * consent pages, which take any login name): the accounts a test names, each with its claims, and
 * one confidential client. `signIn` goes through its login and consent by HTTP, as a browser would,
 * and answers where the provider sends the browser back to (the console's callback, not followed).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestProvider {
  /** 'http://127.0.0.1:<port>' */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims of the accounts by login name (`sub` is the name); a test may add more. */
  accounts: Map<string, Record<string, unknown>>;
  /** Follows `authorizationUrl` through login (as `login`) and consent; the URL of the way back. */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  stop(): Promise<void>;
}

export const TEST_CLIENT = { clientId: 'sms-console', clientSecret: 'a-test-secret-of-the-console-client' };

/** Cookies by name, as one browser would keep them for the provider. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** `issuerHost`: the name the provider is reached by; 'localhost' makes it another site than a console on 127.0.0.1, as a real provider is. */
export async function startTestProvider(redirectUris: string[], accounts: Record<string, Record<string, unknown>> = {}, issuerHost = '127.0.0.1'): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://${issuerHost}:${(server.address() as AddressInfo).port}`;
  const known = new Map(Object.entries(accounts));
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_context, id) => (known.has(id) ? { accountId: id, claims: () => ({ sub: id, ...known.get(id) }) } : undefined),
    claims: { openid: ['sub'], profile: ['preferred_username', 'name', 'groups'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['a-test-cookie-key'] },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    ...TEST_CLIENT,
    accounts: known,
    async signIn(authorizationUrl, login) {
      const jar = new CookieJar();
      let url = new URL(authorizationUrl);
      for (let step = 0; step < 12; step += 1) {
        if (url.origin !== issuer) return url;
        const page = await fetch(url, { redirect: 'manual', headers: { Cookie: jar.header() } });
        jar.take(page);
        const location = page.headers.get('Location');
        if (location) {
          url = new URL(location, url);
          continue;
        }
        // A login or consent page: its form posts back to the interaction.
        const html = await page.text();
        const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
        if (!prompt) throw new Error(`the provider answered ${page.status} without a form: ${html.slice(0, 300)}`);
        const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
        const posted = await fetch(url, { method: 'POST', redirect: 'manual', body: form, headers: { Cookie: jar.header() } });
        jar.take(posted);
        const next = posted.headers.get('Location');
        if (!next) throw new Error(`the provider's ${prompt} page answered ${posted.status}: ${(await posted.text()).slice(0, 300)}`);
        url = new URL(next, url);
      }
      throw new Error('the provider did not send the browser back');
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
