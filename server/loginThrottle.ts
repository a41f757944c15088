/**
 * Failed-login throttling, per account and per client address: after `maxPerAccount` failures of one
 * account (or `maxPerAddress` from one address) within the window, every try is refused until the
 * oldest failure leaves the window. Asynchronous so that the count can live in the database shared
 * by every server instance (sql/sqlLoginThrottle.ts); this one is kept in memory, bounded in size.
 */
export interface ThrottleOptions {
  maxPerAccount?: number;
  maxPerAddress?: number;
  windowMs?: number;
  /** Most keys remembered in memory; the oldest are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

/** A try let through the throttle: it counts as a failure unless it succeeded. */
export interface LoginAttempt {
  /** Minutes to wait when the try is refused (not counted then), or 0 when it may go on. */
  wait: number;
  /** The password was good: clears the account's failures and takes this try off the address. */
  succeeded(): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Counts a try before its password is checked, so that tries sent at once (to one instance or to
   * several) cannot all pass a check made before any of them failed.
   */
  begin(account: string, address: string): Promise<LoginAttempt>;
  /** Minutes to wait before the next try, or 0 when a try is allowed now. */
  waitMinutes(account: string, address: string): Promise<number>;
  recordFailure(account: string, address: string): Promise<void>;
  /** A good password clears the account's failures. */
  recordSuccess(account: string): Promise<void>;
  clear(): Promise<void>;
}

export interface ThrottleLimits {
  maxPerAccount: number;
  maxPerAddress: number;
  windowMs: number;
  now: () => number;
}

export function throttleLimits(options: ThrottleOptions = {}): ThrottleLimits {
  return {
    maxPerAccount: options.maxPerAccount ?? 5,
    maxPerAddress: options.maxPerAddress ?? 20,
    windowMs: options.windowMs ?? 15 * 60_000,
    now: options.now ?? Date.now,
  };
}

export const accountKey = (account: string): string => `user:${account}`;
export const addressKey = (address: string): string => `addr:${address}`;

/**
 * Minutes until a key has fewer than `max` failures in the window, from its recent failure times
 * (any order): the `max`-th newest must leave the window first.
 */
export function minutesToWait(times: readonly number[], max: number, windowMs: number, now: number): number {
  if (times.length < max) return 0;
  const newestFirst = [...times].sort((a, b) => b - a);
  const freeAt = (newestFirst[max - 1] ?? now) + windowMs;
  return Math.max(1, Math.ceil((freeAt - now) / 60_000));
}

export function createLoginThrottle(options: ThrottleOptions = {}): LoginThrottle {
  const { maxPerAccount, maxPerAddress, windowMs, now } = throttleLimits(options);
  const maxKeys = options.maxKeys ?? 10_000;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  const add = (key: string, at = now()): void => {
    const times = recent(key);
    failures.delete(key);
    failures.set(key, [...times, at]);
    while (failures.size > maxKeys) {
      const oldest = failures.keys().next().value;
      if (oldest === undefined) break;
      failures.delete(oldest);
    }
  };

  const waitNow = (account: string, address: string): number => {
    const at = now();
    return Math.max(
      minutesToWait(recent(accountKey(account)), maxPerAccount, windowMs, at),
      minutesToWait(recent(addressKey(address)), maxPerAddress, windowMs, at),
    );
  };

  return {
    // One process, no await between the check and the count: tries cannot slip in between.
    async begin(account, address) {
      const wait = waitNow(account, address);
      const at = now();
      if (wait === 0) {
        add(accountKey(account), at);
        add(addressKey(address), at);
      }
      return {
        wait,
        async succeeded() {
          if (wait > 0) return;
          failures.delete(accountKey(account));
          const times = failures.get(addressKey(address)) ?? [];
          const index = times.indexOf(at);
          if (index >= 0) times.splice(index, 1);
        },
      };
    },
    async waitMinutes(account, address) {
      return waitNow(account, address);
    },
    async recordFailure(account, address) {
      add(accountKey(account));
      add(addressKey(address));
    },
    async recordSuccess(account) {
      failures.delete(accountKey(account));
    },
    async clear() {
      failures.clear();
    },
  };
}

/** Header by which the HTTP server tells the handlers the client's address (any client-sent value is dropped). */
export const CLIENT_ADDRESS_HEADER = 'x-sms-admin-client-address';
