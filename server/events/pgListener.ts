/**
 * Wakes this process's outbox readers when any server on the PostgreSQL database commits events:
 * one connection of its own LISTENs on the `outbox` channel (sqlOutbox.ts notifies it in each
 * writing transaction). Opened with the first reader; a lost connection is opened again.
 */
import pg from 'pg';
import { OUTBOX_CHANNEL } from './sqlOutbox';
import type { OutboxSignal } from './outboxSignal';

const RETRY_MS = 1000;

export interface PgListener {
  start(): void;
  close(): Promise<void>;
}

export function pgOutboxListener(url: string, signal: OutboxSignal, report: (message: string) => void = console.warn): PgListener {
  let client: pg.Client | undefined;
  let closed = false;
  let started = false;
  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', () => signal.notify());
    next.on('error', (error) => {
      report(`[events] the LISTEN connection was lost: ${error.message}`);
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      setTimeout(() => void connect(), RETRY_MS).unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${OUTBOX_CHANNEL}`);
      client = next;
      // Events committed while there was no connection are read now.
      signal.notify();
    } catch (error) {
      report(`[events] LISTEN failed: ${error instanceof Error ? error.message : String(error)}`);
      void next.end().catch(() => undefined);
      setTimeout(() => void connect(), RETRY_MS).unref();
    }
  };
  return {
    start() {
      if (started) return;
      started = true;
      void connect();
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
