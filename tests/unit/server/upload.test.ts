// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PNG } from '../../fixtures/images';
import { call, login, setupMockApi } from './client';

const store = setupMockApi();

function form(blob: Blob, name: string): FormData {
  const data = new FormData();
  data.append('file', blob, name);
  return data;
}

describe('POST /upload/image', () => {
  it('stores an image and serves its bytes back', async () => {
    const token = await login('editor');
    const answer = await call<{ url: string; name: string; size: number }>('/upload/image', {
      method: 'POST',
      token,
      body: form(new Blob([PNG], { type: 'image/png' }), 'logo.png'),
    });
    expect(answer.code).toBe('00000');
    expect(answer.data).toMatchObject({ name: 'logo.png', size: PNG.length });
    expect(answer.data.url).toMatch(/^\/api\/upload\/files\/[0-9a-f]+$/);
    expect(await store.uploads.count()).toBe(1);

    const response = await fetch(`http://localhost${answer.data.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a file that is not an image', async () => {
    const token = await login('admin');
    const answer = await call('/upload/image', { method: 'POST', token, body: form(new Blob(['hello'], { type: 'text/plain' }), 'a.txt') });
    expect(answer).toMatchObject({ code: '40001', message: 'Image only' });
    expect(await store.uploads.count()).toBe(0);
  });

  it('requires a session and a file field', async () => {
    const image = form(new Blob([PNG], { type: 'image/png' }), 'logo.png');
    expect(await call('/upload/image', { method: 'POST', body: image })).toMatchObject({ code: 50008 });
    const empty = new FormData();
    empty.append('other', 'x');
    expect(await call('/upload/image', { method: 'POST', token: await login('admin'), body: empty })).toMatchObject({ code: '40000' });
  });

  it('answers 40400 for an unknown file', async () => {
    expect(await call('/upload/files/nope')).toMatchObject({ code: '40400' });
  });
});
