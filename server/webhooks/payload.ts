/**
 * What a webhook receives for an event: `{type, resource, id, version, actor, record}`, the record
 * as the webhook's role may read it, through the same function that strips a record answer
 * (operations/scope.ts shownTo), signed as Standard Webhooks says (`webhook-id` the event's
 * sequence, `webhook-timestamp` in seconds, `webhook-signature` v1 HMAC-SHA256).
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { grantsOf, reachesRow } from '../../src/kernel/access/grants';
import type { ResourceSchema } from '../../src/kernel/types';
import type { Caller, User } from '../apiTypes';
import { withPermissions } from '../endpoint';
import type { Store } from '../store';
import type { OutboxEvent } from '../events/outboxTypes';
import type { ResourceRow } from '../resources/resourceStoreTypes';
import { ensureAllowed, scopeOf, shownTo, type ResourceServer } from '../operations/scope';

export interface WebhookPayload {
  type: OutboxEvent['type'];
  resource: string;
  id: number;
  version: number | null;
  actor: { id: number; userName: string } | null;
  record: ResourceRow;
}

/** A new signing secret: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/** A reader that holds one role, with that role's stored rules, and owns no record (a webhook, whose role decides what it reads). */
export const readerOfRole = (store: Store, role: string, name: string): Promise<Caller> =>
  withPermissions(store, { id: 0, userName: name, phone: '', passwordHash: '', type: 0, description: '', roles: [role] } as User);

/** Whether `reader` may read this resource (its roles let them in, `access.read` allows them): the check of a record's GET. */
export function mayRead(schema: ResourceSchema, reader: Caller): boolean {
  try {
    ensureAllowed(schema, reader, 'read');
    return true;
  } catch {
    return false;
  }
}

/**
 * The event's record as `reader` may see it, through the rules a record's GET uses (the rows their
 * read grant reaches, then the fields it may read); undefined when they may not see that record.
 */
export async function recordFor(server: ResourceServer, schema: ResourceSchema, reader: Caller, event: OutboxEvent): Promise<ResourceRow | undefined> {
  if (!mayRead(schema, reader)) return undefined;
  const read = grantsOf(schema, reader).read;
  if (read === false || !reachesRow(read.rows, event.record, reader.id, schema.owner?.field)) return undefined;
  const scope = await scopeOf(server, schema, reader);
  return shownTo(scope)(event.record);
}

export const payloadOf = (event: OutboxEvent, record: ResourceRow): WebhookPayload => ({
  type: event.type,
  resource: event.resource,
  id: event.recordId,
  version: event.version,
  actor: event.actorId === null ? null : { id: event.actorId, userName: event.actorName ?? '' },
  record,
});

/** The Standard Webhooks headers of a body sent now. */
export function signedHeaders(secret: string, messageId: string, body: string, at = new Date()): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'sms-admin-webhooks',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}
