/**
 * A webhook's body (`POST /api/_webhooks`, a `PUT`), read without trusting it: every value has a
 * limit, and a refusal names the field (`resources.2`) as the 40001's errors do.
 */
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, type WebhookBody, type WebhookEventType } from '../../src/kernel/http/webhooks';
import type { Body } from '../parse';
import type { Store } from '../store';
import { allowedAddresses, urlProblem } from './safeSend';

export type FieldErrors = Record<string, { message: string }>;

export interface BodyContext {
  store: Store;
  /** Whether a conventional resource of this name is served. */
  served(name: string): Promise<boolean>;
  allowPrivate: boolean;
}

const KNOWN = new Set(['url', 'resources', 'events', 'role', 'paused']);

async function urlOf(value: unknown, context: BodyContext): Promise<string | { message: string }> {
  if (typeof value !== 'string' || value === '') return { message: 'url is required' };
  if (value.length > WEBHOOK_LIMITS.url) return { message: `url must be at most ${WEBHOOK_LIMITS.url} characters` };
  const problem = urlProblem(value);
  if (problem) return { message: problem };
  const allowed = await allowedAddresses(new URL(value).hostname, context.allowPrivate);
  return 'refused' in allowed ? { message: `url is refused: ${allowed.refused}` } : value;
}

/** The fields of a new webhook (`partial`: a PUT's, each optional), or the errors by field. */
export async function readWebhookBody(body: Body, context: BodyContext, partial: boolean): Promise<{ value: Partial<WebhookBody> & { paused?: boolean } } | { errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const value: Partial<WebhookBody> & { paused?: boolean } = {};
  for (const key of Object.keys(body)) if (!KNOWN.has(key) || (key === 'paused' && !partial)) errors[key.slice(0, 64)] = { message: `${key.slice(0, 64)} is not a field of a webhook` };
  const wanted = (key: string): boolean => !partial || key in body;

  if (wanted('url')) {
    const url = await urlOf(body.url, context);
    if (typeof url === 'string') value.url = url;
    else errors.url = url;
  }
  if (wanted('resources')) {
    const list = body.resources;
    if (!Array.isArray(list) || list.length === 0 || list.length > WEBHOOK_LIMITS.resources) errors.resources = { message: `resources must be a list of 1 to ${WEBHOOK_LIMITS.resources} resource names` };
    else {
      for (const [index, name] of list.entries()) {
        if (typeof name !== 'string' || name.length > WEBHOOK_LIMITS.resourceName || !(await context.served(name))) errors[`resources.${index}`] = { message: `resources.${index} must name a served resource` };
      }
      if (!Object.keys(errors).some((key) => key.startsWith('resources'))) value.resources = [...new Set(list as string[])];
    }
  }
  if (wanted('events')) {
    const list = body.events ?? [];
    if (!Array.isArray(list) || list.length > WEBHOOK_EVENT_TYPES.length) errors.events = { message: `events must be a list of ${WEBHOOK_EVENT_TYPES.join(', ')} (empty: every one)` };
    else {
      list.forEach((type, index) => {
        if (!(WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(type)) errors[`events.${index}`] = { message: `events.${index} must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` };
      });
      if (!Object.keys(errors).some((key) => key.startsWith('events'))) value.events = [...new Set(list as WebhookEventType[])];
    }
  }
  if (wanted('role')) {
    const role = body.role;
    if (typeof role !== 'string' || role === '' || role.length > WEBHOOK_LIMITS.role) errors.role = { message: 'role is required: the role whose read rights the deliveries have' };
    else if (!(await context.store.roles.get(role))) errors.role = { message: `No such role: ${role}` };
    else value.role = role;
  }
  if (partial && 'paused' in body) {
    if (typeof body.paused !== 'boolean') errors.paused = { message: 'paused must be true or false' };
    else value.paused = body.paused;
  }
  return Object.keys(errors).length > 0 ? { errors } : { value };
}
