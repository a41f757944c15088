/** The demo data set every store starts from (and goes back to on reset). */
import { seedArticles, seedPackageConfs, seedRoles, seedSendNames, seedUsers } from '../seed';
import type { Article, PackageConf, Role, SendName, User } from '../types';
import type { StoreSettings } from './types';

export interface Dataset {
  users: User[];
  packageConfs: PackageConf[];
  sendNames: SendName[];
  articles: Article[];
  roles: Role[];
}

/** Deterministic for `settings.seed`. */
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
