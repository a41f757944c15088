/** The store behind the handlers: collections, sessions, uploads and SMS codes, all in memory. */
import { createCollection, type Collection } from './collection';
import { createPbkdf2Hasher, seedHashCache, type PasswordHasher } from './passwords';
import { DEMO_PASSWORD, seedArticles, seedPackageConfs, seedRoles, seedSendNames, seedTransactions, seedUsers } from './seed';
import { createSessions, type Sessions } from './sessions';
import type { Article, PackageConf, Role, SendName, StoredFile, Transaction, User } from './types';

export type { Collection, NewRecord } from './collection';

export interface StoreOptions {
  /** Number of seeded package configurations (default 25). */
  packageConfCount?: number;
  /** PRNG seed of the generated data (default 20240101). Same seed, same data. */
  seed?: number;
  /** Enables the `/__control__/*` endpoints (default false). */
  control?: boolean;
  /** Lifetime of a session token in ms (default 8 hours). */
  tokenTtlMs?: number;
  /** How passwords are hashed (default PBKDF2 through Web Crypto; the Node server uses scrypt). */
  passwords?: PasswordHasher;
}

export interface SmsCodeRecord {
  userId: number;
  code: string;
  sentAt: number;
}

export interface Store {
  readonly options: Readonly<Required<StoreOptions>>;
  readonly users: Collection<User>;
  readonly packageConfs: Collection<PackageConf>;
  readonly sendNames: Collection<SendName>;
  readonly articles: Collection<Article>;
  /** Mock roles (template endpoints); mutated in place. */
  readonly roles: Role[];
  readonly transactions: readonly Transaction[];
  readonly sessions: Sessions;
  readonly passwords: PasswordHasher;
  /** Settles when the last (re)seed is complete: the demo accounts' password hashes take a moment. */
  readonly ready: Promise<void>;
  /** Uploaded files by id. */
  readonly uploads: Map<string, StoredFile>;
  /** Last verification code sent to each user (`GET /sms/verifySmsSend`). */
  readonly smsCodes: Map<number, SmsCodeRecord>;
  /** Back to the seed: data re-generated, sessions, uploads and codes cleared. */
  reset(): Promise<void>;
  /** Replaces the package configurations with `count` generated rows. */
  seedPackageConfs(count: number): void;
}

export const DEFAULT_STORE_OPTIONS: Readonly<Required<Omit<StoreOptions, 'passwords'>>> = {
  packageConfCount: 25,
  seed: 20240101,
  control: false,
  tokenTtlMs: 8 * 60 * 60 * 1000,
};

export function createMemoryStore(options: StoreOptions = {}): Store {
  const settings: Required<StoreOptions> = { ...DEFAULT_STORE_OPTIONS, passwords: options.passwords ?? createPbkdf2Hasher() };
  for (const [key, value] of Object.entries(options) as Array<[keyof StoreOptions, unknown]>) {
    if (value !== undefined) Object.assign(settings, { [key]: value });
  }
  const users = createCollection<User>();
  const packageConfs = createCollection<PackageConf>();
  const sendNames = createCollection<SendName>();
  const articles = createCollection<Article>();
  const roles: Role[] = [];
  const transactions: Transaction[] = [];
  const sessions = createSessions(settings.tokenTtlMs);
  const uploads = new Map<string, StoredFile>();
  const smsCodes = new Map<number, SmsCodeRecord>();

  const seedHash = seedHashCache(settings.passwords);
  let ready: Promise<void> = Promise.resolve();
  const hashSeedPasswords = async (seeded: readonly User[]): Promise<void> => {
    const hashes = await Promise.all(seeded.map((user) => seedHash(user.userName, DEMO_PASSWORD)));
    seeded.forEach((user, index) => users.update(user.id, { passwordHash: hashes[index] }));
  };

  const seedPackages = (count: number): void => {
    packageConfs.replaceAll(seedPackageConfs(count, settings.seed, users.list()));
  };

  const store: Store = {
    options: settings,
    users,
    packageConfs,
    sendNames,
    articles,
    roles,
    transactions,
    sessions,
    uploads,
    smsCodes,
    passwords: settings.passwords,
    get ready() {
      return ready;
    },
    reset() {
      const seeded = seedUsers();
      users.replaceAll(seeded);
      seedPackages(settings.packageConfCount);
      sendNames.replaceAll(seedSendNames(settings.seed, users.list()));
      articles.replaceAll(seedArticles(settings.seed));
      roles.splice(0, roles.length, ...seedRoles());
      transactions.splice(0, transactions.length, ...seedTransactions(settings.seed));
      sessions.revokeAll();
      uploads.clear();
      smsCodes.clear();
      ready = hashSeedPasswords(seeded);
      return ready;
    },
    seedPackageConfs(count) {
      seedPackages(count);
    },
  };
  void store.reset();
  return store;
}
