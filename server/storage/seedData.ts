/** The demo data set every store starts from (and goes back to on reset). */
import { seedHashCache, type PasswordHasher } from '../passwords';
import { DEMO_PASSWORD, seedArticles, seedPackageConfs, seedRoles, seedSendNames, seedUsers } from '../seed';
import type { Article, PackageConf, Role, SendName, User } from '../apiTypes';
import type { StoreSettings } from './storeTypes';

export interface Dataset {
  users: User[];
  packageConfs: PackageConf[];
  sendNames: SendName[];
  articles: Article[];
  roles: Role[];
}

/** Deterministic for `settings.seed`; the users' passwordHash is empty (see seedPasswordHashes). */
export function seedDataset(settings: Pick<StoreSettings, 'seed' | 'packageConfCount'>): Dataset {
  const users = seedUsers();
  return {
    users,
    packageConfs: seedPackageConfs(settings.packageConfCount, settings.seed, users),
    sendNames: seedSendNames(settings.seed, users),
    articles: seedArticles(settings.seed),
    roles: seedRoles(),
  };
}

/**
 * The demo accounts' password hashes (DEMO_PASSWORD), in the order of `users`. Each hasher
 * remembers them, so a reset (tests reset before every case) does not hash again.
 */
export function seedPasswordHashes(hasher: PasswordHasher): (users: readonly User[]) => Promise<string[]> {
  const hashOf = seedHashCache(hasher);
  return (users) => Promise.all(users.map((user) => hashOf(user.userName, DEMO_PASSWORD)));
}
