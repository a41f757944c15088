/**
 * Sends one webhook request without letting it reach what it must not: http(s) only; the host name
 * resolved and every address checked (addressPolicy.ts), the connection made to a checked address
 * (no second resolution a DNS answer could change); no redirect followed; at most `timeoutMs` for
 * the whole exchange; the answer read up to `maxResponseBytes`.
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './addressPolicy';

export interface SendOptions {
  /** Private, loopback and link-local addresses allowed (tests, WEBHOOK_ALLOW_PRIVATE=1). */
  allowPrivate: boolean;
  timeoutMs: number;
  maxResponseBytes: number;
}

export const SEND_DEFAULTS: Omit<SendOptions, 'allowPrivate'> = { timeoutMs: 5000, maxResponseBytes: 64 * 1024 };

export type SendResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** Why a URL may not be a webhook's, or undefined: the scheme and the form only (addresses are checked at each send). */
export function urlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url must be an absolute http or https URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'url must be http or https';
  if (parsed.username !== '' || parsed.password !== '') return 'url must not hold a user name or password';
  if (parsed.hostname === '') return 'url must name a host';
  return undefined;
}

/** The addresses the host resolves to, every one allowed; else why not. */
export async function allowedAddresses(hostname: string, allowPrivate: boolean): Promise<{ addresses: Array<{ address: string; family: number }> } | { refused: string }> {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await lookup(bare, { all: true, verbatim: true });
    } catch {
      return { refused: `${bare} does not resolve` };
    }
  }
  if (addresses.length === 0) return { refused: `${bare} does not resolve` };
  const closed = addresses.find(({ address }) => !isPublicAddress(address));
  if (closed && !allowPrivate) return { refused: `${bare} resolves to ${closed.address}, a private, loopback or link-local address` };
  return { addresses };
}

export async function safeSend(url: string, headers: Record<string, string>, body: string, options: SendOptions): Promise<SendResult> {
  const problem = urlProblem(url);
  if (problem) return { ok: false, status: null, error: problem };
  const target = new URL(url);
  const allowed = await allowedAddresses(target.hostname, options.allowPrivate);
  if ('refused' in allowed) return { ok: false, status: null, error: allowed.refused };
  const [first] = allowed.addresses;
  if (!first) return { ok: false, status: null, error: 'no address' };
  // The connection goes to the address checked above, whatever a later DNS answer says.
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: first.address, family: first.family }]);
    else callback(null, first.address, first.family);
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, status: null, error: `no answer within ${options.timeoutMs} ms` }), options.timeoutMs);
    const request = send(target, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: pinned, agent: false }, (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        // Enough is read to know the answer: the rest is not waited for.
        if (read >= options.maxResponseBytes) finish(outcome(status));
      });
      response.on('end', () => finish(outcome(status)));
      response.on('error', () => finish(outcome(status)));
    });
    request.on('error', (error) => finish({ ok: false, status: null, error: error.message.slice(0, 200) }));
    request.end(body);
  });
}

function outcome(status: number): SendResult {
  if (status >= 200 && status < 300) return { ok: true, status };
  if (status >= 300 && status < 400) return { ok: false, status, error: 'redirects are not followed' };
  return { ok: false, status, error: `answered HTTP ${status}` };
}
