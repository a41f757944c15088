// @vitest-environment node
/**
 * The package list is streamed from pieces of JSON the store writes (`okJsonList`): its bytes
 * must be those of the whole envelope through JSON.stringify, on the store TEST_STORE names.
 */
import { describe, expect, it } from 'vitest';
import { okJsonList } from '../../../server/envelope';
import { BASE, login, setupMockApi } from './client';

const store = setupMockApi();

async function* pieces(...parts: string[]): AsyncGenerator<string> {
  for (const part of parts) yield part;
}

const listText = async (): Promise<string> => {
  const response = await fetch(`${BASE}/sms/packageConf-list`, { headers: { Token: await login('admin') } });
  expect(response.headers.get('content-type')).toBe('application/json');
  return response.text();
};

describe('okJsonList', () => {
  it('joins the pieces into one service envelope', async () => {
    const answer = okJsonList(pieces('{"id":1},{"id":2}', '{"id":3}'));
    expect(await answer.text()).toBe('{"code":"00000","message":"success","data":[{"id":1},{"id":2},{"id":3}]}');
    expect(await okJsonList(pieces()).text()).toBe('{"code":"00000","message":"success","data":[]}');
  });

  it('stops reading the pieces when the reader cancels', async () => {
    let finished = false;
    async function* endless(): AsyncGenerator<string> {
      try {
        for (;;) yield '{"id":1}';
      } finally {
        finished = true;
      }
    }
    const reader = okJsonList(endless()).body?.getReader();
    await reader?.read();
    await reader?.cancel();
    expect(finished).toBe(true);
  });
});

describe('GET /sms/packageConf-list', () => {
  it('answers the bytes of JSON.stringify of the envelope with every row, newest first', async () => {
    await store.seedPackageConfs(12_345);
    await store.packageConfs.update(3, { name: 'quote " backslash \\ newline \n tab \t emoji 😀 \u2028' });
    const data = (await store.packageConfs.list()).reverse();
    expect(await listText()).toBe(JSON.stringify({ code: '00000', message: 'success', data }));
  });

  it('answers an empty list', async () => {
    await store.seedPackageConfs(0);
    expect(await listText()).toBe('{"code":"00000","message":"success","data":[]}');
  });
});
