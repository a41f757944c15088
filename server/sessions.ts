/** Session tokens: random strings issued at login and mapped to a user id. */
import { randomHex } from './random';

export interface Sessions {
  /** Issues a new token for the user. */
  issue(userId: number): string;
  /** The user id of a live token, or undefined for an unknown or expired token. */
  resolve(token: string | null | undefined): number | undefined;
  revoke(token: string): void;
  /** Ends every session of one user (deleted, deactivated, frozen, new password), but `exceptToken`. */
  revokeUser(userId: number, exceptToken?: string): void;
  /** Ends every session (control endpoint `expire-tokens`, reset). */
  revokeAll(): void;
  /** The live sessions, to keep them somewhere (the browser mock keeps them across reloads). */
  snapshot(): SessionEntry[];
  restore(entries: SessionEntry[]): void;
  /** Called after every change. */
  subscribe(listener: () => void): () => void;
}

export type SessionEntry = [token: string, session: { userId: number; expiresAt: number }];

export function createSessions(ttlMs: number, now: () => number = Date.now): Sessions {
  const live = new Map<string, { userId: number; expiresAt: number }>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    issue(userId) {
      const token = randomHex(24);
      live.set(token, { userId, expiresAt: now() + ttlMs });
      changed();
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
      changed();
    },
    revokeUser(userId, exceptToken) {
      for (const [token, session] of live) if (session.userId === userId && token !== exceptToken) live.delete(token);
      changed();
    },
    revokeAll() {
      live.clear();
      changed();
    },
    snapshot() {
      return [...live.entries()];
    },
    restore(entries) {
      for (const [token, session] of entries) if (session.expiresAt > now()) live.set(token, session);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
