/**
 * A webhook receiver on 127.0.0.1 for the kill test: records every request it read whole (its
 * `webhook-id`, body, sender's port, whether its Standard Webhooks signature verified, and how it
 * ended: answered 2xx, answered 500, or cut before the answer), answers each after `holdMs` (so that
 * sends are in flight when a server is killed), fails the first attempt of the ids `failFirst`
 * picks (a retry), and can hold an answer back for good (`freeze`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Delivery {
  webhookId: string;
  body: string;
  verified: boolean;
  senderPort: number;
  receivedAt: number;
  /** 'pending' until answered or cut. */
  outcome: 'pending' | 'ok' | 'failed' | 'cut';
}

export interface ReceiverOptions {
  holdMs: number;
  /** Whether the first attempt of this webhook-id is answered 500. */
  failFirst: (webhookId: string) => boolean;
}

export interface WebhookReceiver {
  url: string;
  deliveries: Delivery[];
  /** The signing secret, known once the webhook is registered. */
  secret: string;
  /** Requests read whole and not answered yet. */
  inFlight(): Delivery[];
  /** Never answers this request (it stays in flight until its sender goes). */
  freeze(delivery: Delivery): void;
  close(): Promise<void>;
}

const header = (request: IncomingMessage, name: string): string => {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

export async function startWebhookReceiver(options: ReceiverOptions): Promise<WebhookReceiver> {
  const deliveries: Delivery[] = [];
  const timers = new Map<Delivery, NodeJS.Timeout>();
  const seen = new Set<string>();
  const receiver: WebhookReceiver = {
    url: '',
    deliveries,
    secret: '',
    inFlight: () => deliveries.filter((delivery) => delivery.outcome === 'pending'),
    freeze(delivery) {
      clearTimeout(timers.get(delivery));
      timers.delete(delivery);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers.values()) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const verify = (request: IncomingMessage, body: string): boolean => {
    try {
      new Webhook(receiver.secret).verify(body, {
        'webhook-id': header(request, 'webhook-id'),
        'webhook-timestamp': header(request, 'webhook-timestamp'),
        'webhook-signature': header(request, 'webhook-signature'),
      });
      return true;
    } catch {
      return false;
    }
  };

  const answer = (delivery: Delivery, response: ServerResponse, status: number): void => {
    timers.delete(delivery);
    if (delivery.outcome !== 'pending') return;
    delivery.outcome = status === 200 ? 'ok' : 'failed';
    response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'not now');
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const webhookId = header(request, 'webhook-id');
      const delivery: Delivery = { webhookId, body, verified: verify(request, body), senderPort: request.socket.remotePort ?? 0, receivedAt: Date.now(), outcome: 'pending' };
      deliveries.push(delivery);
      const fail = !seen.has(webhookId) && options.failFirst(webhookId);
      seen.add(webhookId);
      response.on('close', () => {
        if (delivery.outcome === 'pending') delivery.outcome = 'cut';
        clearTimeout(timers.get(delivery));
        timers.delete(delivery);
      });
      timers.set(
        delivery,
        setTimeout(() => answer(delivery, response, fail ? 500 : 200), options.holdMs),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return receiver;
}
