/**
 * Failed-login throttling, per account and per client address: after `maxPerAccount` failures of one
 * account (or `maxPerAddress` from one address) within the window, every try is refused until the
 * oldest failure leaves the window. Kept in memory, bounded in size.
 */
export interface ThrottleOptions {
  maxPerAccount?: number;
  maxPerAddress?: number;
  windowMs?: number;
  /** Most keys remembered; the oldest are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

export interface LoginThrottle {
  /** Minutes to wait before the next try, or 0 when a try is allowed now. */
  waitMinutes(account: string, address: string): number;
  recordFailure(account: string, address: string): void;
  /** A good password clears the account's failures. */
  recordSuccess(account: string): void;
  clear(): void;
}

export function createLoginThrottle(options: ThrottleOptions = {}): LoginThrottle {
  const maxPerAccount = options.maxPerAccount ?? 5;
  const maxPerAddress = options.maxPerAddress ?? 20;
  const windowMs = options.windowMs ?? 15 * 60_000;
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  const wait = (key: string, max: number): number => {
    const times = recent(key);
    if (times.length < max) return 0;
    const freeAt = (times[times.length - max] ?? now()) + windowMs;
    return Math.max(1, Math.ceil((freeAt - now()) / 60_000));
  };

  const add = (key: string): void => {
    const times = recent(key);
    failures.delete(key);
    failures.set(key, [...times, now()]);
    while (failures.size > maxKeys) {
      const oldest = failures.keys().next().value;
      if (oldest === undefined) break;
      failures.delete(oldest);
    }
  };

  return {
    waitMinutes(account, address) {
      return Math.max(wait(`user:${account}`, maxPerAccount), wait(`addr:${address}`, maxPerAddress));
    },
    recordFailure(account, address) {
      add(`user:${account}`);
      add(`addr:${address}`);
    },
    recordSuccess(account) {
      failures.delete(`user:${account}`);
    },
    clear() {
      failures.clear();
    },
  };
}

/** Header by which the HTTP server tells the handlers the client's address (any client-sent value is dropped). */
export const CLIENT_ADDRESS_HEADER = 'x-sms-admin-client-address';
