/** The webhooks (kernel/http/webhooks.ts) through the one HTTP client: list, create, pause or resume, delete, deliveries, resend. */
import { ENDPOINTS } from '../kernel/http/endpoints';
import type { CreatedWebhook, DeliveryRow, WebhookBody, WebhookRow } from '../kernel/http/webhooks';
import { request } from './http';

const one = (path: string, id: string): string => path.replace(':id', encodeURIComponent(id));

export const listWebhooks = async (): Promise<WebhookRow[]> => {
  const rows = await request<unknown>(ENDPOINTS.webhooks, { silent: true });
  return Array.isArray(rows) ? (rows as WebhookRow[]) : [];
};

/** Refusals reject with the ApiError (its field errors name the inputs); nothing is shown by the client. */
export const createWebhook = (body: WebhookBody): Promise<CreatedWebhook> => request<CreatedWebhook>(ENDPOINTS.webhooks, { method: 'POST', body, silent: true });

export const setWebhookPaused = (id: string, paused: boolean): Promise<WebhookRow> => request<WebhookRow>(one(ENDPOINTS.webhook, id), { method: 'PUT', body: { paused } });

export const deleteWebhook = async (id: string): Promise<void> => {
  await request(one(ENDPOINTS.webhook, id), { method: 'DELETE' });
};

export const listDeliveries = async (id: string): Promise<DeliveryRow[]> => {
  const rows = await request<unknown>(one(ENDPOINTS.webhookDeliveries, id), { silent: true });
  return Array.isArray(rows) ? (rows as DeliveryRow[]) : [];
};

export const resendDelivery = async (id: string, delivery: number): Promise<void> => {
  await request(one(ENDPOINTS.webhookResend, id).replace(':delivery', String(delivery)), { method: 'POST' });
};
