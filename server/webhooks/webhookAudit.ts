/** The audit log of webhooks: made, changed (paused, resumed, by an admin or by the server) and deleted, in the write's transaction; the secret redacted; a change of nothing leaves no entry. */
import { fieldChanges, unlessUnchanged, whoOf } from '../resources/journal';
import type { WriteOptions } from '../resources/resourceStoreTypes';
import type { RecordAudit } from '../storage/storeTypes';
import type { StoredWebhook } from './webhookStore';

/** The `resource` of webhook entries; the webhook's id is their `recordId`. */
export const WEBHOOKS_AUDIT = '_webhooks';

const SECRETS: ReadonlySet<string> = new Set(['secret']);

export const webhookAudit =
  (options: WriteOptions): RecordAudit<StoredWebhook> =>
  (before, after) =>
    unlessUnchanged({
      ...whoOf(options, Date.now()),
      action: !before ? 'create' : !after ? 'delete' : 'update',
      resource: WEBHOOKS_AUDIT,
      recordId: after?.id ?? before?.id ?? null,
      changes: fieldChanges(before as Record<string, unknown> | undefined, after as Record<string, unknown> | undefined, SECRETS),
    });
