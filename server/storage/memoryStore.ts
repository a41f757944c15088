/** The store in memory: the in-browser mock and fast unit tests. Nothing survives the process. */
import { seedPackageConfs, seedTransactions } from '../seed';
import { createSessions, type Sessions } from '../sessions';
import { createLoginThrottle } from '../loginThrottle';
import type { Article, PackageConf, Role, SendName, User } from '../apiTypes';
import { jsonPiecesOf, newestFirst } from './jsonPieces';
import { createMemoryRecords } from './memoryRecords';
import { createMemoryViews } from './memoryViews';
import { createMemoryPublishedFiles } from './publishedFileStore';
import { createMemoryAuditLog } from './memoryAudit';
import { createMemoryOutbox } from '../events/memoryOutbox';
import { createMemoryWebhooks } from '../webhooks/memoryWebhooks';
import { createMemoryApiTokens } from './memoryApiTokens';
import { createMemoryPermissions, type MemoryPermissions } from './memoryPermissions';
import type { NewAuditEntry } from './auditStore';
import { nameKey } from './nameKey';
import { createMemoryResourceTables } from '../resources/memoryResourceTables';
import { createPbkdf2Hasher, type PasswordHasher } from '../passwords';
import { seedDataset, seedPasswordHashes } from './seedData';
import {
  DuplicateError,
  storeSettings,
  type RoleHolding,
  type RoleStore,
  type SessionStore,
  type SmsCodeRecord,
  type Store,
  type StoreSettings,
  type StoredUpload,
} from './storeTypes';

export interface MemoryStore extends Store {
  readonly kind: 'memory';
  /** The session table itself: the browser mock keeps it across page reloads. */
  readonly sessionState: Sessions;
}

/** Appends an entry, if any, in the same tick as the write it describes. */
type Journal = (entry: NewAuditEntry | undefined) => void;

function memoryRoles(journal: Journal, exclusive: Exclusive, holding: () => RoleHolding, permissions: () => MemoryPermissions): RoleStore & { replaceAll(roles: Role[]): void } {
  let roles: Role[] = [];
  return {
    replaceAll(next) {
      roles = next;
    },
    count: async () => roles.length,
    list: async () => roles.map((role) => ({ ...role })),
    get: async (key) => roles.find((role) => role.key === key),
    async insert(role, audit) {
      if (roles.some((other) => other.key === role.key)) throw new DuplicateError(`Role ${role.key} already exists`);
      roles = [...roles, role];
      journal(audit?.(undefined, role));
      return role;
    },
    async update(key, patch, audit) {
      const current = roles.find((role) => role.key === key);
      if (!current) return undefined;
      const next: Role = { ...current, ...patch, key };
      roles = roles.map((role) => (role.key === key ? next : role));
      journal(audit?.(current, next));
      return next;
    },
    remove: (key, audit, guard) =>
      exclusive(async () => {
        const current = roles.find((role) => role.key === key);
        if (!current) return false;
        await guard?.(current, undefined, holding());
        roles = roles.filter((role) => role.key !== key);
        permissions().dropRole(key);
        journal(audit?.(current, undefined));
        return true;
      }),
  };
}

type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/** Guarded writes one after the other: a guard's reads and its write are not interleaved with another's. */
function createExclusive(): Exclusive {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}

function asyncSessions(state: Sessions, journal: Journal): SessionStore {
  return {
    async issue(userId, signIn) {
      const token = state.issue(userId);
      journal(signIn);
      return token;
    },
    resolve: async (token) => state.resolve(token),
    revoke: async (token) => state.revoke(token),
    async revokeUser(userId, exceptToken) {
      const kept = exceptToken === undefined ? undefined : state.snapshot().find(([token]) => token === exceptToken);
      state.revokeUser(userId);
      if (kept) state.restore([kept]);
    },
    revokeAll: async () => state.revokeAll(),
  };
}

export interface MemoryStoreOptions extends Partial<StoreSettings> {
  /** Default PBKDF2 through Web Crypto (runs in the browser too). */
  passwords?: PasswordHasher;
}

export function createMemoryStore(options: MemoryStoreOptions = {}): MemoryStore {
  const { passwords = createPbkdf2Hasher(), ...rest } = options;
  const settings = storeSettings(rest);
  const hashesOf = seedPasswordHashes(passwords);
  let ready: Promise<void> = Promise.resolve();
  const users = createMemoryRecords<User>([{ label: 'userName', key: (user) => nameKey(user.userName) }]);
  const packageConfs = createMemoryRecords<PackageConf>([{ label: 'packageId', key: (row) => row.packageId }]);
  const sendNames = createMemoryRecords<SendName>();
  const articles = createMemoryRecords<Article>();
  const sessionState = createSessions(settings.tokenTtlMs);
  const uploads = new Map<string, StoredUpload>();
  const smsCodes = new Map<number, SmsCodeRecord>();
  const audit = createMemoryAuditLog();
  const journal: Journal = (entry) => {
    if (entry) audit.append([entry]);
  };
  const exclusive = createExclusive();
  const apiTokens = createMemoryApiTokens(journal);
  const holding = (): RoleHolding => ({ roleKeys: async () => (await roles.list()).map((role) => role.key), users: async () => users.all(), tokens: () => apiTokens.list() });
  const roles = memoryRoles(journal, exclusive, holding, () => permissions);
  const storedPermissions = createMemoryPermissions(async (key) => (await roles.get(key)) !== undefined, journal);
  // A change and a role's delete take turns: a change never lands for a role being deleted.
  const permissions: MemoryPermissions = { ...storedPermissions, change: (role, change, audit) => exclusive(() => storedPermissions.change(role, change, audit)) };
  const outbox = createMemoryOutbox();
  const webhooks = createMemoryWebhooks(journal);
  const resources = createMemoryResourceTables(audit, outbox);
  const views = createMemoryViews();
  const resourceFiles = createMemoryPublishedFiles(audit);
  const loginThrottle = createLoginThrottle();

  // The data is in place at once; the demo accounts' hashes follow (`ready`).
  const reseed = (): Promise<void> => {
    const data = seedDataset(settings);
    users.replaceAll(data.users);
    packageConfs.replaceAll(data.packageConfs);
    sendNames.replaceAll(data.sendNames);
    articles.replaceAll(data.articles);
    roles.replaceAll(data.roles);
    permissions.clear();
    sessionState.revokeAll();
    apiTokens.clear();
    uploads.clear();
    smsCodes.clear();
    views.clear();
    void resourceFiles.clear();
    void loginThrottle.clear();
    void audit.clear();
    void outbox.clear();
    void webhooks.clear();
    void resources.clear();
    ready = hashesOf(data.users).then((hashes) => {
      data.users.forEach((user, index) => users.patch(user.id, { passwordHash: hashes[index] ?? '' }));
    });
    return ready;
  };
  void reseed();

  const store: MemoryStore = {
    kind: 'memory',
    options: settings,
    sessionState,
    users: {
      ...users,
      byName: async (userName) => users.findUnique('userName', nameKey(userName)),
      options: async () => users.all().map(({ id, userName }) => ({ id, userName })),
      async insert(item, audit) {
        const row = await users.insert(item);
        journal(audit?.(undefined, row));
        return row;
      },
      remove: (id, audit, guard) =>
        exclusive(async () => {
          // As the SQL stores' foreign keys do: the user's sessions and code go with it.
          const before = users.at(id);
          if (!before) return false;
          await guard?.(before, undefined, holding());
          if (!(await users.remove(id))) return false;
          sessionState.revokeUser(id);
          apiTokens.removeOwner(id);
          smsCodes.delete(id);
          views.removeOwner(id);
          journal(audit?.(before, undefined));
          return true;
        }),
      update: (id, patch, audit, guard) =>
        exclusive(async () => {
          const before = users.at(id);
          if (before && guard) await guard(before, { ...before, ...patch, id }, holding());
          // Synchronous from here on: nothing else runs between the user, its copies and its audit entry.
          const updated = users.patch(id, patch);
          if (updated && patch.userName !== undefined) {
            for (const row of packageConfs.all()) if (row.userId === id) packageConfs.patch(row.id, { userName: updated.userName });
            for (const row of sendNames.all()) if (row.userId === id) sendNames.patch(row.id, { userName: updated.userName });
          }
          if (updated) journal(audit?.(before, updated));
          return updated;
        }),
    },
    packageConfs: {
      ...packageConfs,
      byPackageId: async (packageId) => packageConfs.findUnique('packageId', packageId),
      jsonChunks: (size) => jsonPiecesOf(newestFirst(packageConfs.all(), size)),
    },
    sendNames,
    articles,
    roles,
    permissions,
    sessions: asyncSessions(sessionState, journal),
    apiTokens,
    uploads: {
      count: async () => uploads.size,
      put: async (file) => {
        uploads.set(file.id, file);
      },
      get: async (id) => uploads.get(id),
      async info(id) {
        const file = uploads.get(id);
        if (!file) return undefined;
        const { bytes: _bytes, ...info } = file;
        return info;
      },
      async usage(ownerId) {
        let files = 0;
        let bytes = 0;
        let totalBytes = 0;
        for (const file of uploads.values()) {
          totalBytes += file.size;
          if (file.ownerId !== ownerId) continue;
          files += 1;
          bytes += file.size;
        }
        return { files, bytes, totalBytes };
      },
    },
    smsCodes: {
      set: async (record) => {
        smsCodes.set(record.userId, record);
      },
      get: async (userId) => smsCodes.get(userId),
    },
    resources,
    views,
    resourceFiles,
    loginThrottle,
    audit,
    outbox,
    webhooks,
    transactions: async () => seedTransactions(settings.seed),
    passwords,
    get ready() {
      return ready;
    },
    reset: () => reseed(),
    async seedPackageConfs(count) {
      packageConfs.replaceAll(seedPackageConfs(count, settings.seed, users.all()));
    },
    close: async () => undefined,
  };
  return store;
}
