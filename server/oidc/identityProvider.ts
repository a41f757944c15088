/**
 * What the sign-in routes need of an identity provider (server/oidc/provider.ts over
 * openid-client on the Node server; a stand-in in tests), so that the API itself, which also runs
 * in the browser's mock, never loads the protocol library.
 */
import type { SsoError } from '../../src/kernel/http/sso';

/** Why a sign-in failed at or because of the provider. */
export type SignInFailure = Extract<SsoError, 'denied' | 'failed' | 'unavailable'>;

/** The checks a sign-in carries from its start to the provider's way back. */
export interface SignInChecks {
  state: string;
  nonce: string;
  /** The PKCE code verifier. */
  verifier: string;
}

/** The claims of the person signed in (ID token and user info). */
export type Claims = { sub: string } & Record<string, unknown>;

export interface IdentityProvider {
  /** Shown on the login page as "Sign in with <name>". */
  readonly name: string;
  /** The provider's identifier: an account is linked to the issuer and subject. */
  readonly issuer: string;
  /** A new sign-in: its checks, and the provider's authorization URL to send the browser to. */
  begin(redirectUri: string): Promise<SignInChecks & { url: string }>;
  /** The claims of the finished sign-in `callbackUrl` answers; throws when the provider refused it or its answer does not check out. */
  finish(callbackUrl: URL, checks: SignInChecks): Promise<Claims>;
  /** Why `begin` or `finish` failed, for the login page. */
  reasonOf(error: unknown): SignInFailure;
}
