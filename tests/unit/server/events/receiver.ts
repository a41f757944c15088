/** A webhook receiver on a loopback port for the tests: records each request, answers as told. */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How to answer a request: a status, or a function that writes the answer itself. */
export type Answering = number | ((response: ServerResponse) => void);

export interface Receiver {
  url: string;
  received: Received[];
  answer(how: Answering): void;
  /** Answers that ended before the whole answer was written (the sender stopped reading). */
  cut: number;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  let how: Answering = 200;
  const state = { cut: 0 };
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.on('close', () => {
        if (!response.writableFinished) state.cut += 1;
      });
      if (typeof how === 'number') response.writeHead(how, { 'content-type': 'text/plain' }).end('ok');
      else how(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer: (next) => {
      how = next;
    },
    get cut() {
      return state.cut;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
