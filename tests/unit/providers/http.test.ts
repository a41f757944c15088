import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../../src/config';
import { on } from '../../../src/providers/events';
import { ApiError, buildUrl, request } from '../../../src/providers/http';
import { clearToken, setToken } from '../../../src/providers/session';

const API = 'http://localhost/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearToken();
});
afterAll(() => server.close());
beforeEach(() => setConfig({ apiBaseUrl: API, requestTimeoutMs: 5000, successCodes: ['00000', 20000] }));

function captureEvents() {
  const errors: Array<{ message: string; durationMs: number }> = [];
  const expired: string[] = [];
  const off1 = on('apiError', (event) => errors.push(event));
  const off2 = on('sessionExpired', ({ message }) => expired.push(message));
  return { errors, expired, stop: () => (off1(), off2()) };
}

describe('http client', () => {
  it("resolves data for the service's success code '00000'", async () => {
    server.use(http.get('*/thing', () => HttpResponse.json({ code: '00000', message: 'ok', data: { a: 1 } })));
    await expect(request('/thing')).resolves.toEqual({ a: 1 });
  });

  it('resolves data for the template success code 20000', async () => {
    server.use(http.get('*/thing', () => HttpResponse.json({ code: 20000, data: [1, 2] })));
    await expect(request('/thing')).resolves.toEqual([1, 2]);
  });

  it('honours configured success codes only', async () => {
    setConfig({ successCodes: ['00000'] });
    server.use(http.get('*/thing', () => HttpResponse.json({ code: 20000, data: 1 })));
    await expect(request('/thing', { silent: true })).rejects.toMatchObject({ code: 20000, kind: 'api' });
  });

  it('sends the Token header only when signed in, and JSON bodies', async () => {
    const seen: Array<{ token: string | null; body: unknown }> = [];
    server.use(
      http.post('*/echo', async ({ request: req }) => {
        seen.push({ token: req.headers.get('Token'), body: await req.json() });
        return HttpResponse.json({ code: '00000', data: null });
      }),
    );
    await request('/echo', { method: 'POST', body: { x: 1 } });
    setToken('tok-1', { announce: false });
    await request('/echo', { method: 'POST', body: { y: 2 } });
    expect(seen).toEqual([
      { token: null, body: { x: 1 } },
      { token: 'tok-1', body: { y: 2 } },
    ]);
  });

  it('rejects other codes with code and message, shown for 5 s', async () => {
    const events = captureEvents();
    server.use(http.get('*/thing', () => HttpResponse.json({ code: '40001', message: 'packageId is required' })));
    const error = await request('/thing').catch((e: unknown) => e);
    events.stop();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '40001', message: 'packageId is required', kind: 'api' });
    expect(events.errors).toEqual([{ message: 'packageId is required', durationMs: 5000 }]);
    expect(events.expired).toEqual([]);
  });

  it("falls back to 'Error' when the envelope has no message", async () => {
    server.use(http.get('*/thing', () => HttpResponse.json({ code: 1 })));
    await expect(request('/thing', { silent: true })).rejects.toMatchObject({ message: 'Error' });
  });

  it.each(['50008', '50012', '50014', 50008])('code %s also asks to log in again', async (code) => {
    const events = captureEvents();
    server.use(http.get('*/thing', () => HttpResponse.json({ code, message: 'Illegal token' })));
    await expect(request('/thing')).rejects.toMatchObject({ code });
    events.stop();
    expect(events.expired).toEqual(['Illegal token']);
    expect(events.errors).toHaveLength(1);
  });

  it('silent requests do not show the message', async () => {
    const events = captureEvents();
    server.use(http.get('*/thing', () => HttpResponse.json({ code: '1', message: 'nope' })));
    await expect(request('/thing', { silent: true })).rejects.toThrow('nope');
    events.stop();
    expect(events.errors).toEqual([]);
  });

  it('times out after the configured deadline', async () => {
    setConfig({ requestTimeoutMs: 50 });
    const events = captureEvents();
    server.use(
      http.get('*/slow', async () => {
        await delay(500);
        return HttpResponse.json({ code: '00000', data: 1 });
      }),
    );
    await expect(request('/slow')).rejects.toMatchObject({ kind: 'timeout', message: 'timeout of 50ms exceeded' });
    events.stop();
    expect(events.errors[0]).toEqual({ message: 'timeout of 50ms exceeded', durationMs: 5000 });
  });

  it('uses a 5000 ms deadline by default', async () => {
    vi.useFakeTimers();
    try {
      const spy = vi.spyOn(globalThis, 'setTimeout');
      server.use(http.get('*/thing', () => HttpResponse.json({ code: '00000', data: 1 })));
      const pending = request('/thing');
      expect(spy.mock.calls.some(([, ms]) => ms === 5000)).toBe(true);
      vi.useRealTimers();
      await pending;
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports network errors with their message', async () => {
    const events = captureEvents();
    server.use(http.get('*/down', () => HttpResponse.error()));
    await expect(request('/down')).rejects.toMatchObject({ kind: 'network' });
    events.stop();
    expect(events.errors[0].message).toMatch(/^Network Error/);
  });

  it('gives a clear error for a body that is not JSON', async () => {
    server.use(http.get('*/html', () => new HttpResponse('<html>oops</html>', { status: 200 })));
    await expect(request('/html', { silent: true })).rejects.toMatchObject({
      kind: 'malformed',
      message: 'Malformed response from the server (not JSON)',
    });
  });

  it('gives a clear error for JSON without an envelope', async () => {
    server.use(http.get('*/bare', () => HttpResponse.json([1, 2, 3])));
    await expect(request('/bare', { silent: true })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('reads the envelope of a non-2xx answer', async () => {
    server.use(http.get('*/forbidden', () => HttpResponse.json({ code: '40300', message: 'No permission' }, { status: 403 })));
    await expect(request('/forbidden', { silent: true })).rejects.toMatchObject({
      code: '40300',
      status: 403,
      message: 'No permission',
    });
  });

  it('names the status of a non-2xx answer without an envelope', async () => {
    server.use(http.get('*/boom', () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(request('/boom', { silent: true })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: 'Request failed with status code 502',
    });
  });

  it('builds URLs from the base, skipping empty query values', () => {
    expect(buildUrl('/a', { x: 1, y: undefined, z: '', w: 'q r' })).toBe(`${API}/a?x=1&w=q+r`);
    expect(buildUrl('b')).toBe(`${API}/b`);
  });
});
