/**
 * The identity provider as the sign-in routes use it (server/handlers/oidc.ts): the authorization
 * URL of a new sign-in (code flow with PKCE, state and nonce) and the claims of a finished one.
 * openid-client does the protocol; the discovery document is fetched once and kept (a failed fetch
 * is tried again by the next sign-in).
 */
import type { IdentityProvider, SignInFailure } from './identityProvider';
import { secureUrl, type OidcSettings } from './settings';

/** Seconds each request to the provider may take. */
const TIMEOUT_SECONDS = 10;

type OpenIdClient = typeof import('openid-client');

class ProviderFailure extends Error {
  constructor(
    readonly reason: SignInFailure,
    cause: unknown,
  ) {
    super(`single sign-on: ${reason}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export function createIdentityProvider(settings: OidcSettings): IdentityProvider {
  let library: Promise<OpenIdClient> | undefined;
  let discovered: Promise<import('openid-client').Configuration> | undefined;

  const configuration = async () => {
    const client = await (library ??= import('openid-client'));
    // Read at the first sign-in, not before: settings.ts has checked it already.
    const issuer = secureUrl('OIDC_ISSUER', settings.issuer);
    discovered ??= client
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        timeout: TIMEOUT_SECONDS,
        // http only for a provider on this machine (settings.ts refuses any other).
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new ProviderFailure('unavailable', error);
      });
    return { client, config: await discovered };
  };

  return {
    name: settings.name,
    get issuer() {
      return settings.issuer;
    },
    async begin(redirectUri) {
      const { client, config } = await configuration();
      const checks = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
      });
      return { ...checks, url: url.toString() };
    },
    async finish(callbackUrl, { state, nonce, verifier }) {
      const { client, config } = await configuration();
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
        const idToken = tokens.claims();
        if (!idToken) throw new Error('no ID token');
        // Names, e-mail and roles are often only in the user info: the ID token's own claims win.
        const userInfo = config.serverMetadata().userinfo_endpoint ? await client.fetchUserInfo(config, tokens.access_token, idToken.sub) : {};
        return { ...userInfo, ...idToken };
      } catch (error) {
        if (error instanceof ProviderFailure) throw error;
        if (error instanceof client.AuthorizationResponseError) throw new ProviderFailure(error.error === 'access_denied' ? 'denied' : 'failed', error);
        // fetch() rejects with a TypeError when the provider cannot be reached.
        throw new ProviderFailure(error instanceof TypeError ? 'unavailable' : 'failed', error);
      }
    },
    reasonOf: (error) => (error instanceof ProviderFailure ? error.reason : 'failed'),
  };
}

