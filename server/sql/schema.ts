/**
 * The tables of the SQL store, as Kysely sees them. Column names are the API's field names
 * (quoted by Kysely, so camelCase works on SQLite and PostgreSQL alike). Times are ms since the
 * epoch in `bigint` columns (read back as numbers: see connect.ts); lists and route trees are JSON
 * text; booleans are 0/1 integers. Migrations (migrations.ts) create exactly this.
 */
import type { Generated } from 'kysely';
import type { PackageConf, SendName } from '../apiTypes';

export interface UsersTable {
  id: number;
  userName: string;
  /** nameKey(userName): NFKC + lower case, unique. */
  nameKey: string;
  phone: string;
  passwordHash: string;
  type: number;
  description: string;
  /** JSON string[] */
  roles: string;
}

/** Stored exactly as the API's records. */
export type PackageConfsTable = PackageConf;

/** The columns of packageConfs in table order (the order `SELECT *` and the API's JSON give). */
export const PACKAGE_CONF_COLUMNS = [
  'id',
  'packageId',
  'name',
  'userName',
  'userId',
  'totalNum',
  'remainNum',
  'smsCode',
  'createTime',
] as const satisfies ReadonlyArray<keyof PackageConfsTable>;

export type SendNamesTable = SendName;

export interface ArticlesTable {
  id: number;
  timestamp: number;
  title: string;
  author: string;
  reviewer: string;
  content_short: string;
  content: string;
  forecast: number;
  display_time: string;
  /** 0 or 1 */
  comment_disabled: number;
  pageviews: number;
  image_uri: string;
  /** JSON string[] */
  platforms: string;
  remark: string;
  importance: number;
  type: string;
  status: string;
}

export interface RolesTable {
  key: string;
  /** Creation order. */
  seq: number;
  name: string;
  description: string;
  /** JSON RouteItem[] */
  routes: string;
}

export interface SessionsTable {
  /** SHA-256 of the token: a copy of the database gives no live session. */
  tokenHash: string;
  userId: number;
  expiresAt: number;
}

/** An API token: the SHA-256 of its secret, never the secret. */
export interface ApiTokensTable {
  id: string;
  name: string;
  secretHash: string;
  /** JSON string[] */
  roles: string;
  createdBy: number;
  createdAt: number;
  expiresAt: number;
  lastUsedAt: number | null;
}

/** Metadata of an upload; the bytes are a file named by the id in the uploads folder (SQLite) or a row of uploadBytes (PostgreSQL). */
export interface UploadsTable {
  id: string;
  name: string;
  type: string;
  size: number;
  ownerId: number;
  createdAt: number;
}

/** The bytes of an upload kept in the database (PostgreSQL). */
export interface UploadBytesTable {
  id: string;
  bytes: Uint8Array;
}

/** One failed login of one key (`user:<account>` or `addr:<address>`) at a time in ms; pruned once out of the window. */
export interface LoginFailuresTable {
  key: string;
  at: number;
  /** Random id of the try that wrote the row (sql/sqlLoginThrottle.ts `begin`), null for a recorded failure. */
  attempt: string | null;
}

export interface SmsCodesTable {
  userId: number;
  code: string;
  sentAt: number;
}

/** Saved list views (storage/viewStore.ts). */
export interface ListViewsTable {
  id: number;
  ownerId: number;
  resource: string;
  name: string;
  /** JSON ListViewState */
  state: string;
  /** 0 or 1 */
  isDefault: number;
  /** JSON string[] */
  sharedWith: string;
}

/** A role's stored rules for one resource (storage/permissionStore.ts). */
export interface RolePermissionsTable {
  role: string;
  resource: string;
  /** JSON ResourcePermissions */
  rules: string;
}

/** Resource files published at run time (storage/publishedFileStore.ts). */
export interface ResourceFilesTable {
  name: string;
  /** The file as JSON text. */
  body: string;
  updatedAt: number;
  updatedBy: string;
  /** Store-wide, growing with every write (counter `resourceFiles` in idCounters). */
  revision: number;
}

/** Every publish of a resource file, at most MAX_FILE_REVISIONS per name (sql/sqlPublishedFiles.ts). */
export interface ResourceFileRevisionsTable {
  name: string;
  revision: number;
  body: string;
  publishedAt: number;
  publishedBy: string;
  rolledBackFrom: number | null;
}

/** Largest id ever used per table (ids are not reused after a delete, as in memory). */
export interface IdCountersTable {
  name: string;
  lastId: number;
}

/** Store-wide facts, e.g. `seededAt`. */
export interface MetaTable {
  key: string;
  value: string;
}

/** The audit log (sql/sqlAudit.ts); `changes` is JSON text. */
export interface AuditLogTable {
  /** Given by the engine on insert. */
  id: Generated<number>;
  at: number;
  actorId: number | null;
  actorName: string | null;
  address: string | null;
  requestId: string | null;
  action: string;
  resource: string | null;
  recordId: string | null;
  changes: string;
}

/** The outbox (events/sqlOutbox.ts); `fields` and `record` are JSON text. */
export interface OutboxTable {
  sequence: number;
  at: number;
  resource: string;
  recordId: number;
  type: string;
  version: number | null;
  actorId: number | null;
  actorName: string | null;
  fields: string;
  record: string;
}

/** Webhooks (webhooks/sqlWebhooks.ts); `resources` and `events` are JSON text, `paused` 0 or 1. */
export interface WebhooksTable {
  id: string;
  url: string;
  resources: string;
  events: string;
  role: string;
  secret: string;
  paused: number;
  pausedReason: string | null;
  createdBy: number;
  createdAt: number;
}

/** One event to send to one webhook; `attempts` is JSON text. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhookId: string;
  sequence: number;
  type: string;
  resource: string;
  recordId: number;
  status: string;
  tries: number;
  attempts: string;
  nextAt: number | null;
  leaseUntil: number;
  createdAt: number;
}

export interface Database {
  users: UsersTable;
  packageConfs: PackageConfsTable;
  sendNames: SendNamesTable;
  articles: ArticlesTable;
  roles: RolesTable;
  rolePermissions: RolePermissionsTable;
  sessions: SessionsTable;
  apiTokens: ApiTokensTable;
  uploads: UploadsTable;
  uploadBytes: UploadBytesTable;
  loginFailures: LoginFailuresTable;
  smsCodes: SmsCodesTable;
  listViews: ListViewsTable;
  resourceFiles: ResourceFilesTable;
  resourceFileRevisions: ResourceFileRevisionsTable;
  idCounters: IdCountersTable;
  meta: MetaTable;
  auditLog: AuditLogTable;
  outbox: OutboxTable;
  webhooks: WebhooksTable;
  webhookDeliveries: WebhookDeliveriesTable;
}

/** Tables whose records have an integer id and a counter in idCounters. */
export type RecordTable = 'users' | 'packageConfs' | 'sendNames' | 'articles';
