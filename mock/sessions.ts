/** Session tokens: random strings issued at login and mapped to a user id. */
import { randomHex } from './random';

export interface Sessions {
  /** Issues a new token for the user. */
  issue(userId: number): string;
  /** The user id of a live token, or undefined for an unknown or expired token. */
  resolve(token: string | null | undefined): number | undefined;
  revoke(token: string): void;
  /** Ends every session of one user (deleted, deactivated or frozen). */
  revokeUser(userId: number): void;
  /** Ends every session (control endpoint `expire-tokens`, reset). */
  revokeAll(): void;
}

export function createSessions(ttlMs: number, now: () => number = Date.now): Sessions {
  const live = new Map<string, { userId: number; expiresAt: number }>();
  return {
    issue(userId) {
      const token = randomHex(24);
      live.set(token, { userId, expiresAt: now() + ttlMs });
      return token;
    },
    resolve(token) {
      if (!token) return undefined;
      const session = live.get(token);
      if (!session) return undefined;
      if (session.expiresAt <= now()) {
        live.delete(token);
        return undefined;
      }
      return session.userId;
    },
    revoke(token) {
      live.delete(token);
    },
    revokeUser(userId) {
      for (const [token, session] of live) if (session.userId === userId) live.delete(token);
    },
    revokeAll() {
      live.clear();
    },
  };
}
