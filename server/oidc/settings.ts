/**
 * The single sign-on settings (OpenID Connect): OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET
 * turn it on, all three or none; OIDC_NAME (the button's "Sign in with <name>", default SSO),
 * OIDC_ROLES_CLAIM (the claim that lists a person's roles; without it every new account gets the
 * default role), OIDC_SCOPES (default `openid profile email`) and OIDC_REDIRECT_URI (the callback's absolute URL, registered at the provider;
 * default: the address the browser reached the server by) are optional.
 */

export interface OidcSettings {
  /** The issuer identifier: its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the login page as "Sign in with <name>". */
  name: string;
  /** The scopes asked for (OIDC_SCOPES, default `openid profile email`). */
  scopes: string;
  rolesClaim?: string;
  redirectUri?: string;
}

export const DEFAULT_SSO_NAME = 'SSO';
export const DEFAULT_SCOPES = 'openid profile email';
const MAX_NAME = 64;
const MAX_SETTING = 2048;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The URL, when it is https (or http on this machine, for tests and local providers). */
export function secureUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL (got "${value}")`);
  }
  const local = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:' && !local) throw new Error(`${name} must be an https URL (http only on 127.0.0.1 or localhost)`);
  return url;
}

/** The settings, undefined when single sign-on is not configured; throws when they are incomplete or wrong. */
export function oidcFromEnv(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (value.length > MAX_SETTING) throw new Error(`${name} must be at most ${MAX_SETTING} characters`);
    return value;
  };
  const issuer = read('OIDC_ISSUER');
  const clientId = read('OIDC_CLIENT_ID');
  const clientSecret = read('OIDC_CLIENT_SECRET');
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) throw new Error('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are needed together');
  secureUrl('OIDC_ISSUER', issuer);
  const redirectUri = read('OIDC_REDIRECT_URI');
  if (redirectUri) secureUrl('OIDC_REDIRECT_URI', redirectUri);
  const name = read('OIDC_NAME') ?? DEFAULT_SSO_NAME;
  if (name.length > MAX_NAME) throw new Error(`OIDC_NAME must be at most ${MAX_NAME} characters`);
  const rolesClaim = read('OIDC_ROLES_CLAIM');
  const scopes = read('OIDC_SCOPES') ?? DEFAULT_SCOPES;
  if (!scopes.split(/\s+/).includes('openid')) throw new Error('OIDC_SCOPES must include openid');
  return { issuer, clientId, clientSecret, name, scopes, ...(rolesClaim ? { rolesClaim } : {}), ...(redirectUri ? { redirectUri } : {}) };
}
