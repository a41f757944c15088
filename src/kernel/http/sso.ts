/**
 * Single sign-on (OpenID Connect), as the console and the server both name it: what
 * `GET /_oidc` answers, and the reasons the way back from the identity provider may send the
 * browser to the login page with (`/login?sso_error=<reason>`), each a text of the login section.
 */

/** `GET /_oidc`: the button's name when single sign-on is configured, else null. */
export interface SsoInfo {
  name: string;
}

/** The query parameter of the login page that carries why a single sign-on failed. */
export const SSO_ERROR_PARAM = 'sso_error';

export const SSO_ERRORS = [
  /** No sign-in of this browser is pending: it expired (10 minutes), was used already, or was started elsewhere. */
  'expired',
  /** The person cancelled or refused at the identity provider. */
  'denied',
  /** The identity provider answered with another error, or its answer did not check out. */
  'failed',
  /** The identity provider could not be reached. */
  'unavailable',
  /** The roles claim names no role of this console. */
  'noRole',
  /** The account is deactivated or frozen here. */
  'inactive',
] as const;

export type SsoError = (typeof SSO_ERRORS)[number];

export const isSsoError = (value: unknown): value is SsoError => (SSO_ERRORS as readonly unknown[]).includes(value);
