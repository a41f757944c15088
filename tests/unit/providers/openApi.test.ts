/** The OpenAPI document is read as it is, with the Token header; a refusal in the envelope rejects as any call's does. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../../src/config';
import { on } from '../../../src/providers/events';
import { ApiError } from '../../../src/providers/http';
import { fetchOpenApiDocument } from '../../../src/providers/openApi';
import { clearToken, setToken } from '../../../src/providers/session';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearToken();
});
afterAll(() => server.close());
beforeEach(() => setConfig({ apiBaseUrl: 'http://localhost/api', requestTimeoutMs: 5000, successCodes: ['00000', 20000] }));

describe('fetchOpenApiDocument', () => {
  it('resolves the document itself (no envelope), sent with the Token header', async () => {
    setToken('t0ken');
    let token: string | null = null;
    server.use(
      http.get('http://localhost/api/openapi.json', ({ request }) => {
        token = request.headers.get('Token');
        return HttpResponse.json({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {} });
      }),
    );
    await expect(fetchOpenApiDocument()).resolves.toEqual({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {} });
    expect(token).toBe('t0ken');
  });

  it('rejects with the ApiError of a refusal, silently, and a lost session still ends it', async () => {
    const shown: string[] = [];
    const expired: string[] = [];
    const stop = [on('apiError', ({ message }) => shown.push(message)), on('sessionExpired', ({ message }) => expired.push(message))];
    server.use(http.get('*/openapi.json', () => HttpResponse.json({ code: '40300', message: 'No permission', data: null }, { status: 403 })));
    await expect(fetchOpenApiDocument()).rejects.toMatchObject({ code: '40300', message: 'No permission' });
    server.use(http.get('*/openapi.json', () => HttpResponse.json({ code: 50008, message: 'Illegal token, please log in again.', data: null })));
    await expect(fetchOpenApiDocument()).rejects.toBeInstanceOf(ApiError);
    expect(expired).toEqual(['Illegal token, please log in again.']);
    expect(shown).toEqual([]);
    stop.forEach((off) => off());
  });

  it('rejects what is not JSON', async () => {
    server.use(http.get('*/openapi.json', () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })));
    await expect(fetchOpenApiDocument()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
