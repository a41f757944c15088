// @vitest-environment node
/** A stopping server's event streams: the open ones are ended, and one asked for while it stops is cut at once; other requests are left alone. */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { trackEventStreams, type EventStreamConnections } from '../../../server/http/eventStreamConnections';

let server: Server;
let streams: EventStreamConnections;
let base = '';

beforeAll(async () => {
  // A stream never ends by itself; a plain request answers at once.
  server = createServer((request, response) => {
    if (request.url?.endsWith('/_events')) {
      if (response.destroyed) return;
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write(': connected\n\n');
      return;
    }
    response.end('ok');
  });
  streams = trackEventStreams(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

/** A stream request: 'open' once its first bytes came, then 'ended' when the server cut it; or 'cut' before any answer. */
function stream(): { opened: Promise<'open' | 'cut'>; ended: Promise<void> } {
  let ended = () => undefined as void;
  const end = new Promise<void>((resolve) => {
    ended = resolve;
  });
  const opened = new Promise<'open' | 'cut'>((resolve) => {
    const req = httpRequest(`${base}/api/memo/_events`, (response) => {
      response.once('data', () => resolve('open'));
      response.once('close', ended);
      response.on('error', ended);
    });
    req.on('error', () => {
      resolve('cut');
      ended();
    });
    req.end();
  });
  return { opened, ended: end };
}

it('ends the open streams, cuts the ones asked for afterwards, and leaves other requests alone', async () => {
  const first = stream();
  expect(await first.opened).toBe('open');
  streams.endAll();
  await first.ended;
  const late = stream();
  expect(await late.opened).toBe('cut');
  expect(await (await fetch(`${base}/api/health`)).text()).toBe('ok');
});
