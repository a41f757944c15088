/**
 * Webhooks (admin): list (no secrets), create (the signing secret answered once), change, pause or
 * resume (PUT), delete; a webhook's deliveries with their attempts, and one sent again. Every change
 * is in the audit log (resource `_webhooks`).
 */
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { WEBHOOK_ID_PATTERN, WEBHOOK_LIMITS, type CreatedWebhook, type WebhookRow } from '../../src/kernel/http/webhooks';
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, ok } from '../envelope';
import { randomHex } from '../random';
import type { Store } from '../store';
import { writeOptionsOf } from '../audit/writeOptions';
import { ADMIN } from '../handlers/guard';
import type { ConventionalResources } from '../operations/served';
import { newWebhookSecret } from './payload';
import { readWebhookBody, type BodyContext } from './webhookBody';
import { webhookAudit } from './webhookAudit';
import type { StoredWebhook, WebhookPatch } from './webhookStore';

export interface WebhookRouteOptions {
  /** Private, loopback and link-local receivers allowed (WEBHOOK_ALLOW_PRIVATE=1). */
  allowPrivate?: boolean;
  /** Told after a change that may make deliveries due (a resume, a resend). */
  wake?: () => void;
}

const rowOf = ({ secret: _secret, ...row }: StoredWebhook): WebhookRow => row;

export function webhookHandlers(store: Store, route: Endpoints, resources: ConventionalResources, options: WebhookRouteOptions = {}): ApiRoute[] {
  const context: BodyContext = { store, served: async (name) => (await resources.find(name)) !== undefined, allowPrivate: options.allowPrivate ?? false };
  const idOf = (value: string | undefined): string | undefined => (value !== undefined && WEBHOOK_ID_PATTERN.test(value) ? value : undefined);
  return [
    route.signedIn({ method: 'GET', path: ENDPOINTS.webhooks, roles: ADMIN }, async () => ok((await store.webhooks.list()).map(rowOf))),

    route.signedIn({ method: 'POST', path: ENDPOINTS.webhooks, roles: ADMIN, maxBodyBytes: 8 * 1024 }, async ({ body, request, user }) => {
      if ((await store.webhooks.count()) >= WEBHOOK_LIMITS.count) return errors.full(`No room for more webhooks: at most ${WEBHOOK_LIMITS.count}. Delete one first.`);
      const read = await readWebhookBody(body, context, false);
      if ('errors' in read) return errors.invalid(Object.values(read.errors)[0]?.message ?? 'Invalid webhook', read.errors);
      const { url = '', resources: names = [], events = [], role = '' } = read.value;
      // The first webhook starts the cursor at the newest event: what happened before is not sent.
      if ((await store.webhooks.cursor()) < 0) await store.webhooks.enqueue(-1, await store.outbox.last(), []);
      const hook: StoredWebhook = { id: randomHex(8), url, resources: names, events, role, secret: newWebhookSecret(), paused: false, pausedReason: null, createdBy: user.id, createdAt: Date.now() };
      await store.webhooks.insert(hook, webhookAudit(writeOptionsOf(request, user)));
      const answer: CreatedWebhook = { id: hook.id, secret: hook.secret };
      return ok(answer);
    }),

    route.signedIn({ method: 'PUT', path: ENDPOINTS.webhook, roles: ADMIN, maxBodyBytes: 8 * 1024 }, async ({ body, params, request, user }) => {
      const id = idOf(params.id);
      if (!id) return errors.invalid('The webhook id must be 16 hex digits', { id: { message: 'The webhook id must be 16 hex digits' } });
      const read = await readWebhookBody(body, context, true);
      if ('errors' in read) return errors.invalid(Object.values(read.errors)[0]?.message ?? 'Invalid webhook', read.errors);
      const patch: WebhookPatch = { ...read.value };
      // A resume clears the server's reason for the pause.
      if (read.value.paused === false) patch.pausedReason = null;
      const updated = await store.webhooks.update(id, patch, webhookAudit(writeOptionsOf(request, user)));
      if (!updated) return errors.notFound('Webhook not found');
      if (!updated.paused) options.wake?.();
      return ok(rowOf(updated));
    }),

    route.signedIn({ method: 'DELETE', path: ENDPOINTS.webhook, roles: ADMIN }, async ({ params, request, user }) => {
      const id = idOf(params.id);
      if (!id) return errors.invalid('The webhook id must be 16 hex digits');
      if (!(await store.webhooks.remove(id, webhookAudit(writeOptionsOf(request, user))))) return errors.notFound('Webhook not found');
      return ok(null);
    }),

    route.signedIn({ method: 'GET', path: ENDPOINTS.webhookDeliveries, roles: ADMIN }, async ({ params }) => {
      const id = idOf(params.id);
      if (!id) return errors.invalid('The webhook id must be 16 hex digits');
      if (!(await store.webhooks.get(id))) return errors.notFound('Webhook not found');
      return ok(await store.webhooks.deliveries(id, WEBHOOK_LIMITS.deliveries));
    }),

    route.signedIn({ method: 'POST', path: ENDPOINTS.webhookResend, roles: ADMIN }, async ({ params }) => {
      const id = idOf(params.id);
      const delivery = Number(params.delivery);
      if (!id || !Number.isSafeInteger(delivery) || delivery < 1) return errors.invalid('Name a webhook (16 hex digits) and a delivery id');
      if (!(await store.webhooks.resend(id, delivery, Date.now()))) return errors.notFound('Delivery not found');
      options.wake?.();
      return ok(null);
    }),
  ];
}
