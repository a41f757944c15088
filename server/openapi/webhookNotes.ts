/** The notes of the webhooks' endpoints (server/webhooks/webhookRoutes.ts, kernel/http/webhooks.ts) and the payload each delivery sends. */
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '../../src/kernel/http/webhooks';
import type { EndpointNote } from './endpointNotes';
import type { JsonSchema } from './openapiTypes';

const eventType: JsonSchema = { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] };

const fields: Record<string, JsonSchema> = {
  url: { type: 'string', maxLength: WEBHOOK_LIMITS.url, description: 'http or https; its host must resolve to public addresses only (private, loopback and link-local refused unless WEBHOOK_ALLOW_PRIVATE=1)' },
  resources: { type: 'array', items: { type: 'string', maxLength: WEBHOOK_LIMITS.resourceName }, minItems: 1, maxItems: WEBHOOK_LIMITS.resources, description: 'Served conventional resources' },
  events: { type: 'array', items: eventType, description: 'Empty or absent: every type' },
  role: { type: 'string', maxLength: WEBHOOK_LIMITS.role, description: 'The role whose read rights decide which records and fields a delivery holds' },
};

const row: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^[0-9a-f]{16}$' },
    ...fields,
    paused: { type: 'boolean' },
    pausedReason: { type: ['string', 'null'], description: 'Why the server paused it (its retries ran out)' },
    createdBy: { type: 'integer' },
    createdAt: { type: 'integer', description: 'ms since 1970' },
  },
};

const attempt: JsonSchema = {
  type: 'object',
  properties: {
    attempt: { type: 'integer' },
    at: { type: 'integer', description: 'ms since 1970' },
    durationMs: { type: 'integer' },
    responseCode: { type: ['integer', 'null'], description: 'null: no answer (refused address, timeout, unreachable)' },
    ok: { type: 'boolean' },
    error: { type: ['string', 'null'] },
  },
};

const delivery: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    webhookId: { type: 'string' },
    sequence: { type: 'integer', description: "The event's sequence: the delivery's webhook-id header" },
    type: eventType,
    resource: { type: 'string' },
    recordId: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
    attempts: { type: 'array', items: attempt },
    nextAt: { type: ['integer', 'null'] },
    createdAt: { type: 'integer' },
  },
};

/** The JSON body of every delivery (documented under the webhooks' tag as `x-webhook-payload`). */
export const WEBHOOK_PAYLOAD: JsonSchema = {
  type: 'object',
  description:
    'POSTed to the webhook\'s url, signed as Standard Webhooks says: headers webhook-id (the event\'s sequence), webhook-timestamp (seconds), webhook-signature (v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">). ' +
    'At least once; retried after 5s, 30s, 2m, 10m, 1h, 6h (WEBHOOK_RETRY_SCHEDULE), then the webhook is paused.',
  properties: {
    type: eventType,
    resource: { type: 'string' },
    id: { type: 'integer' },
    version: { type: ['integer', 'null'] },
    actor: { type: ['object', 'null'], properties: { id: { type: 'integer' }, userName: { type: 'string' } } },
    record: { type: 'object', description: "Only the fields the webhook's role may read" },
  },
  required: ['type', 'resource', 'id', 'version', 'actor', 'record'],
};

const ADMINS = 'Admins only. Each change is in the audit log (resource _webhooks, the secret redacted).';

export const WEBHOOK_NOTES: Readonly<Record<string, EndpointNote>> = {
  'GET /_webhooks': { summary: 'List the webhooks (never their secrets)', tag: 'webhooks', description: ADMINS, answer: { type: 'array', items: row } },
  'POST /_webhooks': {
    summary: 'Register a webhook: its signing secret is answered this once',
    tag: 'webhooks',
    description: `${ADMINS} At most ${WEBHOOK_LIMITS.count} webhooks. Each delivery's body: ${JSON.stringify(Object.keys(WEBHOOK_PAYLOAD.properties ?? {}))} (see docs/events.md).`,
    body: { type: 'object', properties: fields, required: ['url', 'resources', 'role'] },
    answer: { type: 'object', properties: { id: { type: 'string' }, secret: { type: 'string', description: 'whsec_...: verify deliveries with it' } }, required: ['id', 'secret'] },
    codes: ['invalid', 'full'],
  },
  'PUT /_webhooks/:id': {
    summary: 'Change, pause or resume a webhook',
    tag: 'webhooks',
    description: `${ADMINS} Any of the fields, and paused (false clears the reason the server paused it for).`,
    body: { type: 'object', properties: { ...fields, paused: { type: 'boolean' } } },
    answer: row,
    codes: ['invalid', 'notFound'],
  },
  'DELETE /_webhooks/:id': { summary: 'Delete a webhook with its deliveries', tag: 'webhooks', description: ADMINS, answer: { type: 'null' }, codes: ['invalid', 'notFound'] },
  'GET /_webhooks/:id/deliveries': {
    summary: "A webhook's newest deliveries with their attempts",
    tag: 'webhooks',
    description: `${ADMINS} At most ${WEBHOOK_LIMITS.deliveries}, newest first; the newest 20 attempts of each.`,
    answer: { type: 'array', items: delivery },
    codes: ['invalid', 'notFound'],
  },
  'POST /_webhooks/:id/deliveries/:delivery/resend': { summary: 'Send a delivery again now (a new round of tries)', tag: 'webhooks', description: ADMINS, answer: { type: 'null' }, codes: ['invalid', 'notFound'] },
};
