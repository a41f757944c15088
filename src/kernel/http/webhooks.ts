/** The webhooks endpoints' bodies and answers (server/webhooks/, the Developer › Webhooks page). */

/** What happened to a record (the outbox's event types, server/events/outboxTypes.ts). */
export const WEBHOOK_EVENT_TYPES = ['created', 'updated', 'deleted', 'trashed', 'restored', 'purged'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_LIMITS = {
  /** Webhooks in the store. */
  count: 50,
  url: 2048,
  /** Resources one webhook names. */
  resources: 50,
  resourceName: 64,
  role: 64,
  /** Deliveries a webhook's log answers. */
  deliveries: 100,
} as const;

/** `POST /api/_webhooks`; a `PUT` takes any of these and `paused`. */
export interface WebhookBody {
  url: string;
  /** Resource names; every event of these resources is sent. */
  resources: string[];
  /** Event types; empty sends every type. */
  events: WebhookEventType[];
  /** The role whose read rights decide which records and fields a delivery holds. */
  role: string;
}

/** A new webhook's answer: its signing secret (Standard Webhooks, `whsec_...`) is in it once. */
export interface CreatedWebhook {
  id: string;
  secret: string;
}

/** A webhook as listed: no secret. */
export interface WebhookRow extends WebhookBody {
  id: string;
  paused: boolean;
  /** Why the server paused it (its retries ran out), null when it did not. */
  pausedReason: string | null;
  createdBy: number;
  createdAt: number;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One try of a delivery. */
export interface DeliveryAttempt {
  attempt: number;
  at: number;
  durationMs: number;
  /** The receiver's HTTP status, null when there was no answer (refused, timeout, unreachable). */
  responseCode: number | null;
  ok: boolean;
  error: string | null;
}

/** A delivery of one event to one webhook, with its attempts (newest deliveries first). */
export interface DeliveryRow {
  id: number;
  webhookId: string;
  /** The event's sequence (its `webhook-id` is `evt_<sequence>`). */
  sequence: number;
  type: WebhookEventType;
  resource: string;
  recordId: number;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  /** When the next try is due (ms), null when none is. */
  nextAt: number | null;
  createdAt: number;
}

/** A webhook's id: 16 lower-case hex digits. */
export const WEBHOOK_ID_PATTERN = /^[0-9a-f]{16}$/;
