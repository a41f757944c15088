/**
 * The audit entries of published resource files: a publish, an unpublish and a rollback, written by
 * the store with the write (storage/publishedFileStore.ts). A rollback is the publish operation
 * (operations/publish.ts) of a kept revision's body, given the revision it rolls back from, so the
 * entry and the revision say "rollback" (only the rollback route gives it: a client cannot).
 */
import { RESOURCE_FILES_AUDIT } from '../../src/kernel/http/audit';
import { whoOf } from '../resources/journal';
import type { NewAuditEntry } from '../storage/auditStore';
import type { WriteOptions } from '../resources/resourceStoreTypes';
import type { PublishedFileInfo, PutOptions } from '../storage/publishedFileStore';
import type { User } from '../apiTypes';
import { writeOptionsOf } from './writeOptions';

/** The store options of a publish (`rolledBackFrom`: the revision a rollback publishes again), and its audit entry (revision before and after). */
export function publishOptions(who: WriteOptions, rolledBackFrom?: number): PutOptions {
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
