import { readFileSync } from 'node:fs';
import { apiLogin, expect, signIn, test } from './support';

/** A real GIF followed by HTML that would run script if a browser ever rendered it as a page. */
const gifPolyglot = (): Buffer => {
  const gif = Buffer.from('4749463839610100010080000000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');
  return Buffer.concat([gif, Buffer.from('<script>window.__pwned = true; alert(document.cookie)</script>')]);
};

test.describe('security', () => {
  test('an uploaded file cannot run script on the console origin when opened', async ({ page, request, allowConsoleErrors }) => {
    // Chromium's own image viewer is held by the file's policy too: that is the point.
    allowConsoleErrors.push(
      /^Applying inline style violates the following Content Security Policy directive 'default-src 'none''/,
      /^Blocked script execution in '.*\/api\/upload\/files\/[0-9a-f]+' because the document's frame is sandboxed/,
    );
    const token = await apiLogin(request, 'editor');
    const svg = await request.post('/api/upload/image', {
      headers: { Token: token },
      multipart: { file: { name: 'x.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') } },
    });
    expect(await svg.json()).toMatchObject({ code: '40001', message: 'Image only' });

    const upload = await request.post('/api/upload/image', {
      headers: { Token: token },
      multipart: { file: { name: 'x.html', mimeType: 'text/html', buffer: gifPolyglot() } },
    });
    const answer = (await upload.json()) as { code: string; data: { url: string } };
    expect(answer.code).toBe('00000');

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, 'admin');
    const response = await page.goto(answer.data.url);
    expect(response?.headers()['content-type']).toBe('image/gif');
    expect(response?.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('the console refuses to be framed by another page', async ({ page, allowConsoleErrors, baseURL }) => {
    allowConsoleErrors.push(/Refused to display|frame-ancestors|X-Frame-Options/);
    await page.setContent(`<iframe title="console" src="${baseURL}/login" width="600" height="400"></iframe>`);
    const frame = page.frames()[1];
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:|^about:blank$/);
    expect(await page.frameLocator('iframe').locator('button', { hasText: 'Login' }).count()).toBe(0);
  });

  test('a network error while loading the user keeps the session and offers a retry', async ({ page, allowConsoleErrors, context, baseURL }) => {
    allowConsoleErrors.push(/ERR_CONNECTION_REFUSED|Failed to load resource/);
    await signIn(page, 'admin');
    let refused = 0;
    await page.route('**/api/user/info**', async (route) => {
      if (refused === 0) {
        refused += 1;
        return route.abort('connectionrefused');
      }
      return route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('alert')).toContainText('Your account could not be loaded: the server did not answer. You are still signed in.');
    expect((await context.cookies(baseURL)).some((cookie) => cookie.name === 'Admin-Token')).toBe(true);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('dashboard-user')).toHaveText('admin');
  });

  test('the markdown preview never renders a javascript: link', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/components/markdown');
    const editor = page.getByRole('textbox', { name: 'Markdown' });
    await editor.fill('[click me](javascript:alert(document.cookie)) [data](data:text/html,<script>alert(1)</script>) [ok](https://example.test/)');
    const preview = page.locator('.w-md-editor-preview .wmde-markdown');
    await expect(preview.getByRole('link', { name: 'ok' })).toHaveAttribute('href', 'https://example.test/');
    const hrefs = await preview.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^(javascript|data):/i.test(href))).toEqual([]);
  });

  test('the served console carries its Content-Security-Policy', async ({ request }) => {
    const response = await request.get('/login');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
    // The build has no inline script the policy would have to allow.
    expect(readFileSync('dist/index.html', 'utf8')).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
