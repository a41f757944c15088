/** scrypt password hashes (node:crypto) with a per-user random salt, compared in constant time. */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { fromBase64, type PasswordHasher } from '../passwords';

const KEY_BYTES = 32;
/** N = 2^14, r = 8, p = 1: about 16 MiB and a few tens of ms per hash. */
const DEFAULTS = { N: 16_384, r: 8, p: 1 } as const;

/**
 * At most this many derivations run at once: they share libuv's thread pool with zlib and the file
 * system, so a burst of sign-ins must not stall every compressed answer behind it.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT) running += 1;
  // Else wait: a finishing derivation hands its slot over.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Uint8Array, options: ScryptOptions): Promise<Buffer> {
  return withSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_BYTES, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export function createScryptHasher(cost: { N: number; r: number; p: number } = DEFAULTS): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, cost);
      return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
    },
    async verify(password, stored) {
      const [scheme, n, r, p, saltText, hashText] = stored.split('$');
      const N = Number(n);
      const options = { N, r: Number(r), p: Number(p) };
      const salt = fromBase64(saltText ?? '');
      const expected = fromBase64(hashText ?? '');
      const sane = Number.isInteger(N) && N >= 2 && N <= 1 << 20 && options.r >= 1 && options.r <= 32 && options.p >= 1 && options.p <= 16;
      if (scheme !== 'scrypt' || !sane || !salt || !expected || expected.length !== KEY_BYTES) return false;
      const key = await derive(password, salt, options);
      return timingSafeEqual(key, expected);
    },
  };
}
