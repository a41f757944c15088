/** Answers `/api/*` requests with the MSW handlers of the API contract (no interception: `getResponse`). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import { BodyTooLargeError, readBody, sendJson } from './http-utils';

/** Large enough for a 10240 KB image plus the multipart wrapping. */
const MAX_BODY_BYTES = 12 * 1024 * 1024;

export interface ApiOptions {
  handlers: HttpHandler[];
  /** Added before every answer (ms). */
  latencyMs: number;
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

async function toRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req, MAX_BODY_BYTES) : undefined;
  return new Request(url, { method, headers: toHeaders(req), body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

async function writeResponse(res: ServerResponse, response: Response, isHead: boolean): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  headers['content-length'] = String(body.length);
  headers['cache-control'] ??= 'no-store';
  res.writeHead(response.status, response.statusText, headers);
  res.end(isHead ? undefined : body);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createApiHandler({ handlers, latencyMs }: ApiOptions) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const method = (req.method ?? 'GET').toUpperCase();
    let request: Request;
    try {
      request = await toRequest(req, url);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(res, 413, { code: '41300', message: 'Request body too large', data: null });
      throw error;
    }
    const response = await getResponse(handlers, request);
    if (latencyMs > 0) await sleep(latencyMs);
    if (!response) {
      return sendJson(res, 404, { code: '40400', message: `No such API: ${method} ${url.pathname}`, data: null });
    }
    await writeResponse(res, response, method === 'HEAD');
  };
}
