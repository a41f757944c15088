import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../../src/config';
import { startEarlyList, takeEarlyList } from '../../../src/providers/earlyList';
import { requestList } from '../../../src/providers/httpList';

const API = 'http://localhost/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.head.innerHTML = '';
  takeEarlyList('/sms/packageConf-list');
});
afterAll(() => server.close());
beforeEach(() => setConfig({ apiBaseUrl: API, requestTimeoutMs: 1000, successCodes: ['00000'] }));

function countedList() {
  const asked = { count: 0 };
  server.use(
    http.get('*/sms/packageConf-list', () => {
      asked.count += 1;
      return HttpResponse.json({ code: '00000', message: 'success', data: [{ id: 1 }, { id: 2 }] });
    }),
  );
  return asked;
}

const named = (content: string) => {
  document.head.innerHTML = `<meta name="early-list" content="${content}">`;
};

describe('the early list request', () => {
  it('is sent as the page names it, and the first read of that list takes its answer over', async () => {
    const asked = countedList();
    named('/sms/packageConf-list');
    startEarlyList();
    await expect(requestList('/sms/packageConf-list', { method: 'GET' }, () => undefined)).resolves.toHaveLength(2);
    expect(asked.count).toBe(1);
    // Taken once: the next read asks the server again.
    await expect(requestList('/sms/packageConf-list', { method: 'GET' }, () => undefined)).resolves.toHaveLength(2);
    expect(asked.count).toBe(2);
  });

  it('is not sent without a plain API path, nor taken by another request', async () => {
    const asked = countedList();
    named('https://elsewhere.example/x');
    startEarlyList();
    named('/sms/packageConf-list?x=1');
    startEarlyList();
    expect(takeEarlyList('https://elsewhere.example/x')).toBeUndefined();
    named('/sms/packageConf-list');
    startEarlyList();
    await expect(requestList('/sms/packageConf-list', { method: 'GET', query: { page: 2 } }, () => undefined)).resolves.toHaveLength(2);
    expect(asked.count).toBe(2);
  });
});
