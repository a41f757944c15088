/**
 * Password hashes. The Node server uses scrypt (server/http/scrypt.ts); the in-browser mock and the
 * default memory store use PBKDF2-SHA256 through Web Crypto, which runs everywhere. A hash is a
 * self-describing string (`pbkdf2$iterations$salt$hash`, `scrypt$N$r$p$salt$hash`), never the password.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time comparison; false for a malformed or foreign hash. */
  verify(password: string, stored: string): Promise<boolean>;
}

const encoder = new TextEncoder();

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Compares without an early exit, so the time does not tell how much matched. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations }, key, 256);
  return new Uint8Array(bits);
}

export function createPbkdf2Hasher(iterations = 100_000): PasswordHasher {
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      return `pbkdf2$${iterations}$${toBase64(salt)}$${toBase64(await pbkdf2(password, salt, iterations))}`;
    },
    async verify(password, stored) {
      const [scheme, rounds, saltText, hashText] = stored.split('$');
      const count = Number(rounds);
      const salt = fromBase64(saltText ?? '');
      const expected = fromBase64(hashText ?? '');
      if (scheme !== 'pbkdf2' || !Number.isInteger(count) || count < 1 || count > 10_000_000 || !salt || !expected) return false;
      return sameBytes(await pbkdf2(password, salt, count), expected);
    },
  };
}

/**
 * Remembers the hash of each seed account's password, so re-seeding (tests reset the store before
 * every case) costs one key derivation per account and process, not one per reset.
 */
export function seedHashCache(hasher: PasswordHasher): (userName: string, password: string) => Promise<string> {
  const known = new Map<string, Promise<string>>();
  return (userName, password) => {
    const key = `${userName}\u0000${password}`;
    let hash = known.get(key);
    if (!hash) {
      hash = hasher.hash(password);
      known.set(key, hash);
    }
    return hash;
  };
}
