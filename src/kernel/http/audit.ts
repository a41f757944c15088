/**
 * The audit log: who changed what, when and from where. Each create, update and delete
 * of a conventional resource is written with the change; on a resource with a Trash, `trash` is
 * a move to the Trash, `restore` its way back and `purge` the deletion for good (entries written
 * before `trash` existed name the move `delete`) (the same transaction on SQL), and so are
 * the spec's users, sign-ins and failed sign-ins. A record's history (`/api/_history/<resource>/<id>`)
 * is its entries, newest first; admins read every entry (`/api/_audit`) with filters.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'trash', 'restore', 'purge', 'sign-in', 'sign-in-failed', 'role-change', 'permission-change', 'publish', 'unpublish', 'rollback'] as const;

/** The `resource` of the entries of published resource files (publish, unpublish, rollback): the file's name is their `recordId`. */
export const RESOURCE_FILES_AUDIT = '_resources';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a secret field's value is written as. */
export const REDACTED = '[redacted]';

/** One field's change: absent `before` on create, absent `after` on delete. */
export interface FieldChange {
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  id: number;
  /** ISO 8601. */
  at: string;
  actorId: number | null;
  actorName: string | null;
  address: string | null;
  requestId: string | null;
  action: AuditAction;
  resource: string | null;
  recordId: string | null;
  /** The changed fields only; `{}` for sign-ins. */
  changes: Record<string, FieldChange>;
}

/** Rows per page of the audit log and of a history. */
export const AUDIT_PAGE_MAX = 200;
/** Longest filter text (user name, resource name). */
export const AUDIT_FILTER_MAX = 100;

export const auditPath = '/_audit';
export const historyPath = (resource: string, id: string | number) => `/_history/${resource}/${encodeURIComponent(String(id))}`;
/** POST: writes the record's values as they were after one of its history entries (body `{ _version }`). */
export const historyRestorePath = (resource: string, id: string | number, entryId: number) => `${historyPath(resource, id)}/${entryId}/restore`;

/** Query parameters of `GET /api/_audit` (every one optional; `from`/`to` ISO dates). */
export interface AuditFilter {
  actor?: string;
  resource?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

export const isAuditAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);
