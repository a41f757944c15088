// @vitest-environment node
/**
 * A browser's EventSource cannot send the Token header: a resource's event stream (GET only)
 * accepts the session from the console's Admin-Token cookie instead. Against the real Node server,
 * on each store: the cookie opens the stream and nothing else (a read or a write with only the
 * cookie is refused and stores nothing), and an unknown or signed-out cookie is refused like a bad
 * token.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../../src/kernel/http/names';
import { blacklist } from '../unit/server/conventional/blacklist';
import { setupTarget } from './target';

const target = setupTarget({ resources: [blacklist] });

const cookie = (token: string): Record<string, string> => ({ Cookie: `sidebarStatus=1; ${TOKEN_COOKIE}=${encodeURIComponent(token)}` });
let aborts: AbortController[] = [];
afterEach(() => {
  for (const abort of aborts) abort.abort();
  aborts = [];
});

/** Opens the stream and reads until its first comment (or the refusal's body). */
async function openStream(headers: Record<string, string>, method = 'GET'): Promise<{ status: number; type: string | null; text: string }> {
  const abort = new AbortController();
  aborts.push(abort);
  const response = await fetch(`${target.base}/blacklist/_events`, { method, headers, signal: abort.signal });
  const type = response.headers.get('content-type');
  if (type !== 'text/event-stream' || !response.body) return { status: response.status, type, text: await response.text() };
  const reader = response.body.getReader();
  const { value } = await reader.read();
  return { status: response.status, type, text: new TextDecoder().decode(value) };
}

const blacklistCount = async (admin: string): Promise<number> => (await target.call<{ total: number }>('/blacklist', { token: admin })).data.total;

describe('the event stream with the session cookie', () => {
  it('opens with only the cookie, and sends no CORS header', async () => {
    const admin = await target.login('admin');
    const opened = await openStream({ ...cookie(admin), Origin: 'https://elsewhere.example' });
    expect(opened).toMatchObject({ status: 200, type: 'text/event-stream' });
    expect(opened.text).toContain(': connected');
    const again = await fetch(`${target.base}/blacklist/_events`, { headers: { ...cookie(admin), Origin: 'https://elsewhere.example' }, signal: AbortSignal.timeout(5000) }).catch(() => undefined);
    expect(again?.headers.get('access-control-allow-origin') ?? null).toBeNull();
    again?.body?.cancel().catch(() => undefined);
  });

  it('is refused like a bad token when the cookie is unknown, signed out, or not a token', async () => {
    const admin = await target.login('admin');
    await target.call('/vue-element-admin/user/logout', { method: 'POST', token: admin });
    for (const value of ['not-a-session', admin, 'x'.repeat(300), '%E0%A4%A']) {
      const refused = await openStream(cookie(value));
      expect(refused.type).not.toBe('text/event-stream');
      expect(JSON.parse(refused.text)).toMatchObject({ code: 50008 });
    }
  });

  it('keeps the resource rules: an editor cookie cannot stream a resource editors may not read', async () => {
    const refused = await openStream(cookie(await target.login('editor')));
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ code: '40300' });
  });

  it('opens no other endpoint: a read or a write with only the cookie is refused and nothing is stored', async () => {
    const admin = await target.login('admin');
    const before = await blacklistCount(admin);
    const reads = [await target.call('/blacklist', { headers: cookie(admin) }), await target.call('/user/info', { headers: cookie(admin) })];
    for (const answer of reads) expect(answer.code).toBe(50008);
    const writes = [
      await target.call('/blacklist', { method: 'POST', headers: cookie(admin), body: { phone: '+8613800000077', reason: 'cookie' } }),
      await target.call('/blacklist/1', { method: 'PUT', headers: cookie(admin), body: { reason: 'cookie' } }),
      await target.call('/blacklist/1', { method: 'DELETE', headers: cookie(admin) }),
    ];
    for (const answer of writes) expect(answer.code).toBe(50008);
    expect(await blacklistCount(admin)).toBe(before);
    const stream = await openStream(cookie(admin), 'POST');
    expect(stream.type).not.toBe('text/event-stream');
  });

  it('prefers the Token header when both are sent: a bad header is not rescued by a good cookie', async () => {
    const admin = await target.login('admin');
    const refused = await openStream({ ...cookie(admin), Token: 'not-a-session' });
    expect(JSON.parse(refused.text)).toMatchObject({ code: 50008 });
  });
});
