/**
 * Webhooks and their deliveries as every store keeps them (memoryWebhooks.ts, sqlWebhooks.ts):
 * durable, so that deliveries survive a restart and several servers share the work. A delivery is
 * claimed with a lease (PostgreSQL: FOR UPDATE SKIP LOCKED), so one server tries it at a time.
 */
import type { DeliveryAttempt, DeliveryRow, DeliveryStatus, WebhookRow } from '../../src/kernel/http/webhooks';
import type { RecordAudit } from '../storage/storeTypes';

/** A webhook as stored: with its signing secret. */
export interface StoredWebhook extends WebhookRow {
  secret: string;
}

export type WebhookPatch = Partial<Pick<StoredWebhook, 'url' | 'resources' | 'events' | 'role' | 'paused' | 'pausedReason'>>;

export type NewDelivery = Pick<DeliveryRow, 'webhookId' | 'sequence' | 'type' | 'resource' | 'recordId' | 'createdAt'>;

/** A delivery a server claimed: its tries in the current round (a resend starts a new round). */
export interface ClaimedDelivery {
  id: number;
  webhookId: string;
  sequence: number;
  tries: number;
  attempts: DeliveryAttempt[];
}

export interface DeliveryOutcome {
  status: DeliveryStatus;
  tries: number;
  /** When to try again (status pending), else null. */
  nextAt: number | null;
}

/** Attempts kept per delivery (the oldest go). */
export const MAX_KEPT_ATTEMPTS = 20;

export interface WebhookStore {
  count(): Promise<number>;
  /** Oldest first, with their secrets (the handlers leave them out). */
  list(): Promise<StoredWebhook[]>;
  get(id: string): Promise<StoredWebhook | undefined>;
  insert(hook: StoredWebhook, audit?: RecordAudit<StoredWebhook>): Promise<void>;
  update(id: string, patch: WebhookPatch, audit?: RecordAudit<StoredWebhook>): Promise<StoredWebhook | undefined>;
  /** The webhook with its deliveries. */
  remove(id: string, audit?: RecordAudit<StoredWebhook>): Promise<boolean>;
  /** The last outbox sequence turned into deliveries; -1 before the first turn. */
  cursor(): Promise<number>;
  /** Moves the cursor from `from` to `to` with these deliveries, in one transaction; false (nothing written) when another server moved it first. */
  enqueue(from: number, to: number, deliveries: readonly NewDelivery[]): Promise<boolean>;
  /** At most `limit` pending deliveries due at `now` of webhooks not paused, leased until `now + leaseMs`. */
  claim(now: number, leaseMs: number, limit: number): Promise<ClaimedDelivery[]>;
  /** Ends a claimed delivery's try: its attempts (the newest MAX_KEPT_ATTEMPTS), status and next try; the lease goes. */
  settle(id: number, attempts: readonly DeliveryAttempt[], outcome: DeliveryOutcome): Promise<void>;
  /** A webhook's deliveries, newest first. */
  deliveries(webhookId: string, limit: number): Promise<DeliveryRow[]>;
  /** Sends a delivery again now, as a new round of tries; false when the webhook has no such delivery. */
  resend(webhookId: string, deliveryId: number, now: number): Promise<boolean>;
  clear(): Promise<void>;
}
