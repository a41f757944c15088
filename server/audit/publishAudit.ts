/**
 * The audit entries of published resource files: a publish, an unpublish and a rollback, written by
 * the store with the write (storage/publishedFileStore.ts). A rollback is a publish of a kept
 * revision's body through the very PUT handler; the rollback route marks the request it hands to
 * that handler, so the entry and the revision say "rollback" (a client cannot set the mark).
 */
import { RESOURCE_FILES_AUDIT } from '../../src/kernel/http/audit';
import { whoOf } from '../resources/journal';
import type { NewAuditEntry } from '../storage/auditStore';
import type { PublishedFileInfo, PutOptions } from '../storage/publishedFileStore';
import type { User } from '../apiTypes';
import { writeOptionsOf } from './writeOptions';

const rollbacks = new WeakMap<Request, number>();

/** Marks a PUT request made by the rollback route: it publishes `revision` again. */
export const markRollback = (request: Request, revision: number): void => {
  rollbacks.set(request, revision);
};

/** The store options of a publish: the rollback mark, and its audit entry (revision before and after). */
export function publishOptions(request: Request, user: Pick<User, 'id' | 'userName'>): PutOptions {
  const rolledBackFrom = rollbacks.get(request);
  const who = writeOptionsOf(request, user);
  return {
    rolledBackFrom,
    audit: (saved, previous): NewAuditEntry => ({
      ...whoOf(who, saved.updatedAt),
      action: rolledBackFrom === undefined ? 'publish' : 'rollback',
      resource: RESOURCE_FILES_AUDIT,
      recordId: saved.name,
      changes: {
        revision: previous === undefined ? { after: saved.revision } : { before: previous, after: saved.revision },
        ...(rolledBackFrom === undefined ? {} : { rolledBackFrom: { after: rolledBackFrom } }),
      },
    }),
  };
}

/** The audit entry of an unpublish, given the file removed. */
export const unpublishEntry =
  (request: Request, user: Pick<User, 'id' | 'userName'>, now = Date.now()) =>
  (removed: PublishedFileInfo): NewAuditEntry => ({
    ...whoOf(writeOptionsOf(request, user), now),
    action: 'unpublish',
    resource: RESOURCE_FILES_AUDIT,
    recordId: removed.name,
    changes: { revision: { before: removed.revision } },
  });
