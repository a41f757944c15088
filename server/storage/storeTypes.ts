/**
 * The storage behind the API handlers, asynchronous so that it can live in memory (browser mock,
 * fast unit tests) or in a SQL database (the Node server: SQLite by default, PostgreSQL by
 * DATABASE_URL). Every implementation answers the same; tests/unit/storage proves it on each.
 */
import type { ApiTokenRow } from '../../src/kernel/http/apiTokens';
import type { PasswordHasher } from '../passwords';
import type { LoginThrottle } from '../loginThrottle';
import type { ResourceTables } from '../resources/resourceStoreTypes';
import type { Article, PackageConf, Role, SendName, StoredFile, Transaction, User, UserOption } from '../apiTypes';
import type { PublishedFileStore } from './publishedFileStore';
import type { AuditLog, NewAuditEntry } from './auditStore';
import type { Outbox } from '../events/outboxTypes';
import type { WebhookStore } from '../webhooks/webhookStore';
import type { ViewStore } from './viewStore';
import type { PermissionStore } from './permissionStore';

export interface Identified {
  id: number;
}

/** A record to insert: the id is optional (the next free id is used). */
export type NewRecord<T extends Identified> = Omit<T, 'id'> & { id?: number };

/** Largest record id: PostgreSQL's `integer`, the same on every store. */
export const MAX_RECORD_ID = 2_147_483_647;

/** Records of one kind, keyed by an integer id (1..MAX_RECORD_ID). */
export interface RecordStore<T extends Identified> {
  count(): Promise<number>;
  /** Every record in id order (one query on SQL stores). */
  list(): Promise<T[]>;
  /** Every record in id order, `size` at a time: bounded memory and short queries for big lists. */
  chunks(size?: number): AsyncIterable<T[]>;
  get(id: number): Promise<T | undefined>;
  /**
   * Inserts a record with its id, or the next id (after the largest ever used). Throws
   * DuplicateError when the id or a unique field is taken, IdRangeError when no id is left.
   */
  insert(item: NewRecord<T>): Promise<T>;
  /** Merges the patch; undefined if there is no such record. */
  update(id: number, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined>;
  remove(id: number): Promise<boolean>;
}

/** What a change of a record puts in the audit log (undefined: nothing); written with the change, all or nothing. */
export type RecordAudit<T> = (before: T | undefined, after: T | undefined) => NewAuditEntry | undefined;

export type UserAudit = RecordAudit<User>;

/** Who holds which roles now, as a guarded write reads it inside its transaction. */
export interface RoleHolding {
  roleKeys(): Promise<string[]>;
  users(): Promise<User[]>;
  tokens(): Promise<ApiToken[]>;
}

/**
 * A check of a write that changes who holds roles (a user's roles or state, a user or a role gone),
 * run inside the write's transaction under one lock every guarded write takes, so two such writes
 * never both pass on what the other is changing. It throws (a Refusal) to refuse: nothing is written.
 */
export type RoleGuard<T> = (before: T, after: T | undefined, holding: RoleHolding) => Promise<void>;

export interface UserStore extends RecordStore<User> {
  /** The user whose name has the same key (NFKC, lower case) as `userName`. */
  byName(userName: string): Promise<User | undefined>;
  /** `[{id, userName}]` in id order, for the dropdowns. */
  options(): Promise<UserOption[]>;
  /**
   * Merges the patch; a new userName is copied into the user's package configurations and sender
   * names in the same transaction (all or nothing), with its audit entry.
   */
  update(id: number, patch: Partial<Omit<User, 'id'>>, audit?: UserAudit, guard?: RoleGuard<User>): Promise<User | undefined>;
  insert(item: NewRecord<User>, audit?: UserAudit): Promise<User>;
  remove(id: number, audit?: UserAudit, guard?: RoleGuard<User>): Promise<boolean>;
}

export interface PackageConfStore extends RecordStore<PackageConf> {
  byPackageId(packageId: string): Promise<PackageConf | undefined>;
  /**
   * Every record as JSON, newest first (id descending), `size` at a time (default: as `chunks`):
   * each piece is what `JSON.stringify(chunk).slice(1, -1)` gives for that chunk of records; no
   * empty pieces. The SQL stores have the database write it (the big list's answer; newest first
   * because the console shows that order by default, so its first page arrives with the first piece).
   */
  jsonChunks(size?: number): AsyncIterable<string>;
}

/** Mock roles of the template endpoints, keyed by `key`, in creation order. */
export interface RoleStore {
  count(): Promise<number>;
  list(): Promise<Role[]>;
  get(key: string): Promise<Role | undefined>;
  /** Throws DuplicateError when the key is taken. Each write takes its 'role-change' audit entry; a delete drops the role's stored permissions with it. */
  insert(role: Role, audit?: RecordAudit<Role>): Promise<Role>;
  update(key: string, patch: Partial<Omit<Role, 'key'>>, audit?: RecordAudit<Role>): Promise<Role | undefined>;
  remove(key: string, audit?: RecordAudit<Role>, guard?: RoleGuard<Role>): Promise<boolean>;
}

/** An API token as stored: never its secret, only the secret's SHA-256 (apart, in `secretHash`): the same fields as the API lists. */
export type ApiToken = ApiTokenRow;

/** API tokens (`Authorization: Bearer`): read from the store on every request, so a revoke holds at once everywhere. */
export interface ApiTokenStore {
  count(): Promise<number>;
  /** Every token, oldest first. */
  list(): Promise<ApiToken[]>;
  /** Throws DuplicateError when the name is taken. The audit entry is written with it. */
  insert(token: ApiToken, secretHash: string, audit?: RecordAudit<ApiToken>): Promise<ApiToken>;
  /** The token whose secret has this SHA-256 (hex), expired or not. */
  bySecretHash(secretHash: string): Promise<ApiToken | undefined>;
  touch(id: string, at: number): Promise<void>;
  remove(id: string, audit?: RecordAudit<ApiToken>): Promise<boolean>;
}

/** Session tokens: random strings issued at login, each mapped to a user until it expires. */
export interface SessionStore {
  /** A new token for the user; `signIn`, the sign-in's audit entry, is written with it (all or nothing). */
  issue(userId: number, signIn?: NewAuditEntry): Promise<string>;
  /** The user id of a live token; undefined for an unknown or expired token. */
  resolve(token: string | null | undefined): Promise<number | undefined>;
  revoke(token: string): Promise<void>;
  /** Ends every session of one user (deleted, frozen, new password) but `exceptToken`. */
  revokeUser(userId: number, exceptToken?: string): Promise<void>;
  revokeAll(): Promise<void>;
}

/** A stored upload: the bytes and who sent them when. */
export type StoredUpload = StoredFile & { ownerId: number; createdAt: number };

export type UploadInfo = Omit<StoredUpload, 'bytes'>;

export interface UploadUsage {
  files: number;
  bytes: number;
  /** Bytes of every user's uploads together (the global cap). */
  totalBytes: number;
}

export interface UploadStore {
  count(): Promise<number>;
  put(file: StoredUpload): Promise<void>;
  get(id: string): Promise<StoredUpload | undefined>;
  /** What is known of an upload without its bytes (who sent it, its type and name): field values naming it are checked with it. */
  info(id: string): Promise<UploadInfo | undefined>;
  /** Count and total bytes of one user's uploads (per-user quota), and of all uploads. */
  usage(ownerId: number): Promise<UploadUsage>;
  /** Throws when the place of the bytes does not answer (readiness: an S3 bucket); absent where nothing can fail apart from the database. */
  reachable?(): Promise<void>;
}

export interface SmsCodeRecord {
  userId: number;
  code: string;
  sentAt: number;
}

/** Last verification code sent to each user (`GET /sms/verifySmsSend`). */
export interface SmsCodeStore {
  set(record: SmsCodeRecord): Promise<void>;
  get(userId: number): Promise<SmsCodeRecord | undefined>;
}

export interface StoreSettings {
  /** Number of seeded package configurations (default 25). */
  packageConfCount: number;
  /** PRNG seed of the generated data (default 20240101). Same seed, same data. */
  seed: number;
  /** Enables the `/__control__/*` endpoints (default false). */
  control: boolean;
  /** Lifetime of a session token in ms (default 8 hours). */
  tokenTtlMs: number;
}

export type StoreKind = 'memory' | 'sqlite' | 'postgres';

export interface Store {
  readonly kind: StoreKind;
  readonly options: Readonly<StoreSettings>;
  readonly users: UserStore;
  readonly packageConfs: PackageConfStore;
  readonly sendNames: RecordStore<SendName>;
  readonly articles: RecordStore<Article>;
  readonly roles: RoleStore;
  /** What each role may do per resource, as admins store it; a role's rules go with the role. */
  readonly permissions: PermissionStore;
  readonly sessions: SessionStore;
  readonly apiTokens: ApiTokenStore;
  readonly uploads: UploadStore;
  readonly smsCodes: SmsCodeStore;
  /** Records of the conventional resources (resource files without endpoints), one table each. */
  readonly resources: ResourceTables;
  /** Saved list views, per user and resource. */
  readonly views: ViewStore;
  /** Resource files published at run time (/api/_resources), shared by every server on the store. */
  readonly resourceFiles: PublishedFileStore;
  /** Failed logins per account and address (in the database on SQL stores: one limit for every instance). */
  readonly loginThrottle: LoginThrottle;
  /** Who changed what: written with each conventional write, sign-ins and users' changes. */
  readonly audit: AuditLog;
  /** One event per committed change of a conventional record, in the change's transaction (webhooks, the event stream). */
  readonly outbox: Outbox;
  /** Webhooks and their deliveries (durable: a restart or another server carries on). */
  readonly webhooks: WebhookStore;
  /** How passwords are hashed and checked (PBKDF2 in memory, scrypt on the Node server). */
  readonly passwords: PasswordHasher;
  /** Settles when the last (re)seed is complete (the demo accounts' hashes take a moment). */
  readonly ready: Promise<void>;
  /** The template's transaction list (seed data, read only). */
  transactions(): Promise<Transaction[]>;
  /** Back to the seed: data re-generated; sessions, API tokens, uploads, codes, views, login failures, published resource files and conventional records cleared. */
  reset(): Promise<void>;
  /** Replaces the package configurations with `count` generated rows (batched, one transaction). */
  seedPackageConfs(count: number): Promise<void>;
  /** Releases the database connection (no-op in memory). */
  close(): Promise<void>;
}

export const DEFAULT_STORE_SETTINGS: Readonly<StoreSettings> = {
  packageConfCount: 25,
  seed: 20240101,
  control: false,
  tokenTtlMs: 8 * 60 * 60 * 1000,
};

/** Settings from partial options (undefined values keep the default). */
export function storeSettings(options: Partial<StoreSettings> = {}): StoreSettings {
  const settings: StoreSettings = { ...DEFAULT_STORE_SETTINGS };
  for (const [key, value] of Object.entries(options) as Array<[keyof StoreSettings, unknown]>) {
    if (value !== undefined) Object.assign(settings, { [key]: value });
  }
  return settings;
}

/** An id or a unique field is already taken. */
export class DuplicateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DuplicateError';
  }
}

/** No id left below MAX_RECORD_ID, or an id outside 1..MAX_RECORD_ID. */
export class IdRangeError extends Error {
  constructor(message = `ids run from 1 to ${MAX_RECORD_ID}`) {
    super(message);
    this.name = 'IdRangeError';
  }
}
