/**
 * A sign-in between the start and the provider's way back, kept in the browser that started it:
 * an HttpOnly, SameSite=Lax cookie for 10 minutes, holding the state, the nonce, the PKCE verifier
 * and where to go afterwards, signed (HMAC-SHA256 under a key derived from the client secret, which
 * every server instance shares) so that nobody can make one up. Web Crypto only: the API also runs
 * in the browser's mock.
 */
import { fromBase64, toBase64 } from '../passwords';

export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  /** A local path of the console to open once signed in. */
  target: string;
  expiresAt: number;
}

export const PENDING_TTL_MS = 10 * 60 * 1000;
export const PENDING_COOKIE = 'sso-pending';
/** Larger cookies are refused unread (a pending sign-in's is under 2 KB: its target is at most 1 KB). */
const MAX_COOKIE = 4096;

const encoder = new TextEncoder();
const toBase64Url = (bytes: Uint8Array): string => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string): Uint8Array | undefined => fromBase64(text.replace(/-/g, '+').replace(/_/g, '/'));

const isPending = (value: unknown): value is PendingSignIn => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['state', 'nonce', 'verifier', 'target'].every((key) => typeof record[key] === 'string') && typeof record.expiresAt === 'number';
};

export interface PendingSeal {
  seal(pending: PendingSignIn): Promise<string>;
  /** The pending sign-in the cookie value holds, when it is ours, intact and not expired. */
  open(value: string | undefined, now?: number): Promise<PendingSignIn | undefined>;
}

export function pendingSeal(clientSecret: string): PendingSeal {
  const key = crypto.subtle.importKey('raw', encoder.encode(`sso-pending\u0000${clientSecret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    async seal(pending) {
      const payload = toBase64Url(encoder.encode(JSON.stringify(pending)));
      const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key, encoder.encode(payload)));
      return `${payload}.${toBase64Url(signature)}`;
    },
    async open(value, now = Date.now()) {
      if (!value || value.length > MAX_COOKIE) return undefined;
      const [payload = '', signatureText = '', extra] = value.split('.');
      const signature = fromBase64Url(signatureText);
      if (extra !== undefined || !signature) return undefined;
      if (!(await crypto.subtle.verify('HMAC', await key, new Uint8Array(signature), encoder.encode(payload)))) return undefined;
      const bytes = fromBase64Url(payload);
      let parsed: unknown;
      try {
        parsed = bytes ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
      } catch {
        return undefined;
      }
      return isPending(parsed) && parsed.expiresAt > now ? parsed : undefined;
    },
  };
}

/** The value of one cookie of the request. */
export function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The Set-Cookie value of the pending sign-in (`value` undefined: removed), scoped to the sign-in's paths. */
export function pendingCookie(value: string | undefined, path: string, secure: boolean): string {
  const life = value === undefined ? 'Max-Age=0' : `Max-Age=${PENDING_TTL_MS / 1000}`;
  return `${PENDING_COOKIE}=${value ?? ''}; ${life}; Path=${path}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
