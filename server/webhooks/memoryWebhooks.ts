/** Webhooks and deliveries in memory (browser mock, unit tests): the same contract as sqlWebhooks.ts. */
import type { DeliveryRow } from '../../src/kernel/http/webhooks';
import type { NewAuditEntry } from '../storage/auditStore';
import { MAX_KEPT_ATTEMPTS, type StoredWebhook, type WebhookStore } from './webhookStore';

interface MemoryDelivery extends DeliveryRow {
  tries: number;
  leaseUntil: number;
}

export function createMemoryWebhooks(journal: (entry: NewAuditEntry | undefined) => void): WebhookStore {
  let hooks: StoredWebhook[] = [];
  let deliveries: MemoryDelivery[] = [];
  let cursor = -1;
  let lastDelivery = 0;
  const copy = <T>(value: T): T => structuredClone(value);
  const rowOf = ({ tries: _tries, leaseUntil: _lease, ...row }: MemoryDelivery): DeliveryRow => copy(row);
  return {
    count: async () => hooks.length,
    list: async () => hooks.map(copy),
    get: async (id) => copy(hooks.find((hook) => hook.id === id)),
    async insert(hook, audit) {
      hooks = [...hooks, copy(hook)];
      journal(audit?.(undefined, hook));
    },
    async update(id, patch, audit) {
      const before = hooks.find((hook) => hook.id === id);
      if (!before) return undefined;
      const after: StoredWebhook = { ...before, ...copy(patch) };
      hooks = hooks.map((hook) => (hook.id === id ? after : hook));
      journal(audit?.(before, after));
      return copy(after);
    },
    async remove(id, audit) {
      const before = hooks.find((hook) => hook.id === id);
      if (!before) return false;
      hooks = hooks.filter((hook) => hook !== before);
      deliveries = deliveries.filter((delivery) => delivery.webhookId !== id);
      journal(audit?.(before, undefined));
      return true;
    },
    cursor: async () => cursor,
    async enqueue(from, to, added) {
      if (cursor !== from) return false;
      cursor = to;
      for (const delivery of added) deliveries.push({ ...copy(delivery), id: ++lastDelivery, status: 'pending', attempts: [], nextAt: delivery.createdAt, tries: 0, leaseUntil: 0 });
      return true;
    },
    async claim(now, leaseMs, limit) {
      const active = new Set(hooks.filter((hook) => !hook.paused).map((hook) => hook.id));
      const due = deliveries.filter((delivery) => delivery.status === 'pending' && active.has(delivery.webhookId) && (delivery.nextAt ?? 0) <= now && delivery.leaseUntil <= now).slice(0, limit);
      for (const delivery of due) delivery.leaseUntil = now + leaseMs;
      return due.map(({ id, webhookId, sequence, tries, attempts }) => ({ id, webhookId, sequence, tries, attempts: copy(attempts) }));
    },
    async settle(id, attempts, outcome) {
      const delivery = deliveries.find((each) => each.id === id);
      if (!delivery) return;
      Object.assign(delivery, { attempts: copy(attempts.slice(-MAX_KEPT_ATTEMPTS)), status: outcome.status, tries: outcome.tries, nextAt: outcome.nextAt, leaseUntil: 0 });
    },
    async deliveries(webhookId, limit) {
      return deliveries
        .filter((delivery) => delivery.webhookId === webhookId)
        .sort((a, b) => b.id - a.id)
        .slice(0, limit)
        .map(rowOf);
    },
    async resend(webhookId, deliveryId, now) {
      const delivery = deliveries.find((each) => each.id === deliveryId && each.webhookId === webhookId);
      if (!delivery) return false;
      Object.assign(delivery, { status: 'pending', tries: 0, nextAt: now, leaseUntil: 0 });
      return true;
    },
    async clear() {
      hooks = [];
      deliveries = [];
    },
  };
}
