/**
 * The states of the sign-ins already finished (or tried) by this server, until they would have
 * expired anyway: a replayed way back is refused here, before the provider is asked. Across server
 * instances the provider refuses it too (an authorization code is redeemed once).
 */
const MAX_REMEMBERED = 10_000;

export interface UsedStates {
  /** True the first time a state is used, false after. */
  claim(state: string, expiresAt: number, now?: number): boolean;
}

export function createUsedStates(max = MAX_REMEMBERED): UsedStates {
  // In insertion order, so the oldest goes first when full.
  const used = new Map<string, number>();
  return {
    claim(state, expiresAt, now = Date.now()) {
      if (used.has(state)) return false;
      for (const [key, until] of used) {
        if (until > now && used.size < max) break;
        used.delete(key);
      }
      used.set(state, expiresAt);
      return true;
    },
  };
}
