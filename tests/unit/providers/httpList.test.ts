import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../../src/config';
import { on } from '../../../src/providers/events';
import { requestList } from '../../../src/providers/httpList';

const API = 'http://localhost/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => setConfig({ apiBaseUrl: API, requestTimeoutMs: 300, successCodes: ['00000'] }));

/** An answer whose pieces are sent one by one; `gate` holds back the pieces after the first. */
function streamed(pieces: string[], gate?: Promise<void>): Response {
  const encoder = new TextEncoder();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 1 && gate) await gate;
      if (sent === pieces.length) return controller.close();
      controller.enqueue(encoder.encode(pieces[sent]));
      sent += 1;
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
}

const rows = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => ({ id: from + index, name: `row, "${from + index}"` }));
const piecesOf = (text: string, size: number) => Array.from({ length: Math.ceil(text.length / size) }, (_, index) => text.slice(index * size, (index + 1) * size));

describe('requestList', () => {
  it('hands over the first rows while the rest of the answer is held back, then resolves every row', async () => {
    const text = JSON.stringify({ code: '00000', message: 'success', data: rows(0, 50) });
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(http.get('*/big-list', () => streamed([text.slice(0, 200), ...piecesOf(text.slice(200), 100)], gate)));
    const seen: number[] = [];
    let firstSeen = () => undefined as void;
    const first = new Promise<void>((resolve) => {
      firstSeen = resolve;
    });
    const done = requestList('/big-list', {}, (_, all) => {
      seen.push(all.length);
      firstSeen();
    });
    await first;
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(50);
    release();
    await expect(done).resolves.toHaveLength(50);
    expect(seen.at(-1)).toBe(50);
  });

  it('hands over the rows of one long piece in runs: an early answer read late arrives as one chunk', async () => {
    const data = rows(0, 5000);
    const text = JSON.stringify({ code: '00000', message: 'success', data });
    expect(text.length).toBeGreaterThan(2 * 64 * 1024);
    server.use(http.get('*/one-piece', () => streamed([text])));
    const runs: number[] = [];
    const done = requestList('/one-piece', {}, (run) => runs.push(run.length));
    await expect(done).resolves.toHaveLength(5000);
    expect(runs.length).toBeGreaterThan(2);
    expect(runs[0]).toBeLessThan(2500);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(5000);
  });

  it('reads the rest of an answer only once its first rows are drawn', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    try {
      const text = JSON.stringify({ code: '00000', message: 'success', data: rows(0, 5000) });
      server.use(http.get('*/held-list', () => streamed([text])));
      const runs: number[] = [];
      const done = requestList('/held-list', {}, (run) => runs.push(run.length));
      await vi.waitFor(() => expect(runs).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(runs).toHaveLength(1);
      expect(frames.length).toBeGreaterThan(0);
      frames.splice(0).forEach((frame) => frame(0));
      await expect(done).resolves.toHaveLength(5000);
      expect(runs.length).toBeGreaterThan(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('resolves the same rows as the whole answer', async () => {
    const data = rows(0, 300);
    server.use(http.get('*/big-list', () => streamed(piecesOf(JSON.stringify({ code: '00000', data }), 37))));
    await expect(requestList('/big-list', {}, () => undefined)).resolves.toEqual(data);
  });

  it('gives the rows only at the end when the code comes after the list', async () => {
    const data = rows(0, 20);
    server.use(http.get('*/big-list', () => streamed(piecesOf(JSON.stringify({ data, code: '00000' }), 30))));
    const calls: number[] = [];
    await expect(requestList('/big-list', {}, (batch) => calls.push(batch.length))).resolves.toEqual(data);
    expect(calls).toEqual([20]);
  });

  it('rejects an error envelope with its message and code (and reports it), rows never handed over', async () => {
    server.use(http.get('*/big-list', () => streamed([JSON.stringify({ code: '40300', message: 'Forbidden', data: [{ id: 1 }] })])));
    const errors: string[] = [];
    const off = on('apiError', ({ message }) => errors.push(message));
    const calls: number[] = [];
    await expect(requestList('/big-list', {}, (batch) => calls.push(batch.length))).rejects.toMatchObject({ kind: 'api', code: '40300', message: 'Forbidden' });
    off();
    expect(calls).toEqual([]);
    expect(errors).toEqual(['Forbidden']);
  });

  it('passes data that is not a list through, as request does', async () => {
    server.use(http.get('*/big-list', () => HttpResponse.json({ code: '00000', data: { items: [1, 2] } })));
    await expect(requestList('/big-list', {}, () => undefined)).resolves.toEqual({ items: [1, 2] });
  });

  it('times out when the next piece does not come within the deadline, not while pieces keep coming', async () => {
    const text = JSON.stringify({ code: '00000', data: rows(0, 10) });
    server.use(http.get('*/stalled', () => streamed([text.slice(0, 40)], new Promise<void>(() => undefined))));
    await expect(requestList('/stalled', { silent: true }, () => undefined)).rejects.toMatchObject({ kind: 'timeout', message: 'timeout of 300ms exceeded' });
    const slow = piecesOf(text, 20);
    server.use(
      http.get('*/slow', () => {
        const encoder = new TextEncoder();
        let at = 0;
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            await new Promise((resolve) => setTimeout(resolve, 100));
            if (at === slow.length) return controller.close();
            controller.enqueue(encoder.encode(slow[at++]));
          },
        });
        return new HttpResponse(body);
      }),
    );
    // 100 ms per piece, well over 300 ms in all.
    await expect(requestList('/slow', {}, () => undefined)).resolves.toHaveLength(10);
  });

  it('rejects a malformed or cut-off list as malformed', async () => {
    server.use(http.get('*/broken', () => streamed(['{"code":"00000","data":[{"id":1},{id:2}]}'])));
    await expect(requestList('/broken', { silent: true }, () => undefined)).rejects.toMatchObject({ kind: 'malformed' });
    server.use(http.get('*/cut', () => streamed(['{"code":"00000","data":[{"id":1},'])));
    await expect(requestList('/cut', { silent: true }, () => undefined)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
