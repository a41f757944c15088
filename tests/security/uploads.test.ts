// @vitest-environment node
/** Uploads cannot carry script: only raster images recognised by their bytes, served inert. */
import { describe, expect, it } from 'vitest';
import { FAKE_PNG, GIF, GIF_POLYGLOT, HTML_PAGE, JPEG, PNG, SVG_WITH_SCRIPT, WEBP } from '../fixtures/images';
import { UPLOAD_QUOTA } from '../../server/handlers/upload';
import { form, setupTarget } from './target';

const target = setupTarget();

type Uploaded = { url: string; name: string; size: number };

async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, type: string, name: string) {
  return target.call<Uploaded>('/upload/image', { method: 'POST', token, body: form(new Blob([bytes], { type }), name) });
}

describe('uploads', () => {
  it.each([
    ['an SVG with script', SVG_WITH_SCRIPT, 'image/svg+xml', 'x.svg'],
    ['HTML declared as a PNG', HTML_PAGE, 'image/png,text/html', 'x.png'],
    ['HTML declared as text/html', HTML_PAGE, 'text/html', 'x.html'],
    ['PNG magic bytes followed by HTML', FAKE_PNG, 'image/png', 'x.png'],
    ['an empty file', new Uint8Array(0), 'image/png', 'empty.png'],
  ])('refuses %s with "Image only", storing nothing', async (_name, bytes, type, name) => {
    const token = await target.login('editor');
    const answer = await upload(token, bytes, type, name);
    expect(answer).toMatchObject({ code: '40001', message: 'Image only' });
    expect(await target.server.store.uploads.count()).toBe(0);
  });

  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
  ])('accepts a %s and types it by its bytes, not by the declared type', async (_name, bytes, type) => {
    const token = await target.login('editor');
    const answer = await upload(token, bytes, 'text/html', '../../evil name".html');
    expect(answer.code).toBe('00000');
    expect(answer.data.name).toMatch(/^[A-Za-z0-9_-]+\.(png|jpg|gif|webp)$/);
    const file = await fetch(new URL(answer.data.url, target.server.url));
    expect(file.headers.get('content-type')).toBe(type);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('serves a GIF/HTML polyglot as an inert image: nosniff, sandboxing CSP, safe file name', async () => {
    const token = await target.login('editor');
    const answer = await upload(token, GIF_POLYGLOT, 'text/html', 'a"b<script>.html');
    expect(answer.code).toBe('00000');
    const file = await fetch(new URL(answer.data.url, target.server.url));
    expect(file.headers.get('content-type')).toBe('image/gif');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(file.headers.get('content-disposition')).toBe('inline; filename="a-b-script.gif"');
  });

  it('needs a session to upload, not to read; unknown or malformed file ids are 40400', async () => {
    expect(await upload('', PNG, 'image/png', 'a.png')).toMatchObject({ code: 50008 });
    for (const id of ['nope', '%2e%2e%2fconfig.json', 'ABCDEF0123456789ABCDEF01', 'a'.repeat(300)]) {
      expect((await target.call(`/upload/files/${id}`)).code, id).toBe('40400');
    }
    for (const path of ['/api/upload/files/../../config.json', '/api/upload/files/..%2f..%2fconfig.json', '/api/upload/files/%00']) {
      const answer = await target.raw(path);
      expect(answer.body.toString(), path).not.toContain('apiBaseUrl');
      // Either the static server refuses the path, or the API answers 40400 (envelope errors are HTTP 200).
      const refused = answer.status >= 400 || answer.body.toString().includes('"code":"40400"');
      expect(refused, `${path}: ${answer.status} ${answer.body.toString()}`).toBe(true);
    }
  });

  it('refuses a body that is not multipart with 41500, and a missing field with 40000', async () => {
    const token = await target.login('editor');
    expect(await target.call('/upload/image', { method: 'POST', token, body: { file: 'x' } })).toMatchObject({ status: 415, code: '41500' });
    const empty = new FormData();
    empty.append('other', 'x');
    expect(await target.call('/upload/image', { method: 'POST', token, body: empty })).toMatchObject({ code: '40000' });
  });

  it(`keeps each user under ${UPLOAD_QUOTA.files} files, with a message saying so`, async () => {
    const token = await target.login('alice');
    for (let i = 0; i < UPLOAD_QUOTA.files; i += 1) expect((await upload(token, PNG, 'image/png', `p${i}.png`)).code).toBe('00000');
    const over = await upload(token, PNG, 'image/png', 'one-more.png');
    expect(over.code).toBe('40900');
    expect(over.message).toMatch(/^Upload quota reached: at most 200 files and 100 MB per user \(you have 200 files/);
    // Another user is not affected.
    expect((await upload(await target.login('bob'), PNG, 'image/png', 'b.png')).code).toBe('00000');
  });
});
