// @vitest-environment node
/** Headers on every answer, a strict policy for the console, and only the app's own files. */
import { describe, expect, it } from 'vitest';
import { setupTarget } from './target';

const target = setupTarget();

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

describe('headers', () => {
  it('index.html carries a strict Content-Security-Policy', async () => {
    for (const path of ['/', '/dashboard', '/permission/role?x=1']) {
      const answer = await target.raw(path);
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject(COMMON);
      const csp = String(answer.headers['content-security-policy']);
      for (const directive of ["script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'", "default-src 'self'", 'connect-src']) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(answer.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('API answers, errors and files carry nosniff and cannot be framed', async () => {
    const token = await target.login('admin');
    const answers = [
      await target.raw('/api/user/info?token=nope'),
      await target.raw('/api/nope'),
      await target.raw('/api/sms/sendName-list', { headers: { Token: token } }),
      await target.raw('/assets/app.js'),
      await target.raw('/missing.js'),
    ];
    for (const answer of answers) expect(answer.headers).toMatchObject(COMMON);
    expect(answers[0]?.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('compresses API answers as the client accepts: brotli, gzip, or none', async () => {
    const token = await target.login('admin');
    const brotli = await target.raw('/api/sms/packageConf-list', { headers: { Token: token, 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await target.raw('/api/sms/packageConf-list', { headers: { Token: token, 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await target.raw('/api/sms/packageConf-list', { headers: { Token: token, 'Accept-Encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toMatchObject({ code: '00000' });
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
  });
});

describe('files', () => {
  it.each(['/.vite/manifest.json', '/.env', '/assets/../.env', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd', '/assets/..\\..\\.env', '/%00'])(
    'does not serve %s',
    async (path) => {
      const answer = await target.raw(path);
      // Refused, or (for an extension-less route that normalises inside the folder) the console's index.
      if (answer.status === 200) expect(answer.body.toString()).toContain('<div id="root">');
      else expect([400, 403, 404]).toContain(answer.status);
      expect(answer.body.toString()).not.toMatch(/secret|SECRET|root:/);
    },
  );

  it('refuses methods other than GET and HEAD on files', async () => {
    expect((await target.raw('/index.html', { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await target.raw('/index.html', { method: 'DELETE' })).status).toBe(405);
  });
});
