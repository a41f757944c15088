/**
 * Editor, upload and icon demos: each page is a real, lazily loaded route. Uploads go to
 * the embedded API; page.route only delays or refuses one upload where a test needs it.
 */
import type { Page, Response } from '@playwright/test';
import { test, expect, screenshot, signInAndOpen } from './support';
import { makePng, pngFile, pngSize } from './helpers/png';

const UPLOAD = '**/upload/image';
const WAIT_ALL =
  'Please wait for all images to be uploaded successfully. If there is a network problem, please refresh the page and upload again!';

/** Every <img> matched has loaded real pixels. */
async function expectImagesLoaded(page: Page, selector: string, count: number) {
  await expect(page.locator(selector)).toHaveCount(count);
  await expect
    .poll(() =>
      page.locator(selector).evaluateAll((images) =>
        images.every((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

function xssFlag(page: Page): Promise<unknown> {
  return page.evaluate(() => Reflect.get(window, '__xss'));
}

test.describe('editor demos', () => {
  test('tinymce: full toolbar; typed and pasted rich text is shown as sanitised HTML', async ({ page, allowConsoleErrors }) => {
    // The pasted onerror handler is stopped by the Content-Security-Policy before the sanitiser even runs.
    allowConsoleErrors.push(/^Executing inline event handler violates the following Content Security Policy directive 'script-src 'self''/);
    await signInAndOpen(page, '/components/tinymce');
    await expect(page.getByRole('heading', { name: 'Tinymce' })).toBeVisible();
    await expect(page).toHaveTitle(/^Tinymce - /);
    const toolbar = page.locator('.ql-toolbar');
    for (const control of ['.ql-font', '.ql-header', '.ql-size', '.ql-color', '.ql-background', '.ql-align']) {
      await expect(toolbar.locator(control).first()).toBeVisible();
    }
    for (const button of ['bold', 'italic', 'underline', 'strike', 'blockquote', 'code-block', 'link', 'image', 'video', 'clean']) {
      await expect(toolbar.locator(`button.ql-${button}`)).toBeVisible();
    }
    await expect(toolbar.locator('button.ql-list')).toHaveCount(3);

    const editor = page.locator('.ql-container .ql-editor');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await toolbar.locator('.ql-header .ql-picker-label').click();
    await toolbar.locator('.ql-header .ql-picker-item:not([data-value])').click();
    await page.keyboard.type('Hello ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('bold');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' ');
    await toolbar.locator('button.ql-italic').click();
    await page.keyboard.type('it');
    const preview = page.getByRole('region', { name: 'Preview' });
    const html = page.getByLabel('HTML', { exact: true });
    await expect(preview.locator('strong')).toHaveText('bold');
    await expect(preview.locator('em')).toHaveText('it');
    await expect(html).toHaveText(/^<p[^>]*>Hello <strong>bold<\/strong> <em>it<\/em><\/p>$/);

    // Pasted HTML with an event handler and a script: neither reaches the page.
    await editor.evaluate((root) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>pasted</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>');
      data.setData('text/plain', 'pasted');
      root.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(preview).toContainText('pasted');
    await expect(html).toContainText('pasted');
    await expect(html).not.toContainText('onerror');
    await expect(html).not.toContainText('<script');
    await expect(page.locator('[onerror]')).toHaveCount(0);
    await expect(preview.locator('script')).toHaveCount(0);
    expect(await xssFlag(page)).toBeUndefined();
  });

  test('tinymce: the image dialog uploads several images; confirm waits until all have uploaded', async ({ page }) => {
    await signInAndOpen(page, '/components/tinymce');
    await page.locator('.ql-toolbar button.ql-image').click();
    const dialog = page.getByRole('dialog', { name: 'Upload images' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(UPLOAD, async (route) => {
      await gate;
      await route.continue();
    });
    // The caret is at the end of the text: the images go there.
    await page.locator('.ql-container .ql-editor').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.getByRole('button', { name: 'Upload images' }).click();
    await dialog.locator('input[type=file]').setInputFiles([
      pngFile('red.png', 160, 90, () => [220, 50, 50]),
      pngFile('blue.png', 90, 160, () => [40, 90, 220]),
    ]);
    const items = dialog.getByTestId('image-upload-item');
    await expect(items).toHaveCount(2);
    await expect(dialog.locator('[data-testid=image-upload-item][data-state=uploading]')).toHaveCount(2);
    await expect(dialog.getByRole('progressbar', { name: 'red.png' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(WAIT_ALL)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(page.locator('.ql-container .ql-editor img')).toHaveCount(0);

    release();
    await expect(dialog.locator('[data-testid=image-upload-item][data-state=uploaded]')).toHaveCount(2);
    await expect(items.first()).toContainText('Uploaded');
    await screenshot(page, 'demo-tinymce-dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();

    const inserted = page.locator('.ql-container .ql-editor img');
    await expect(inserted).toHaveCount(2);
    await expect(page.locator('.ql-container .ql-editor > :last-child img')).toHaveCount(2);
    for (const src of await inserted.evaluateAll((images) => images.map((image) => image.getAttribute('src')))) {
      expect(src).toMatch(/\/api\/upload\/files\/[0-9a-f]+$/);
    }
    await expectImagesLoaded(page, '[aria-label="Preview"] img', 2);
    await expect(page.getByLabel('HTML', { exact: true })).toContainText('/api/upload/files/');
    await screenshot(page, 'demo-tinymce');
  });

  test('markdown: live preview, and Get HTML shows the sanitised HTML', async ({ page }) => {
    await signInAndOpen(page, '/components/markdown');
    await expect(page).toHaveTitle(/^Markdown - /);
    const text = page.getByRole('textbox', { name: 'Markdown' });
    await text.fill('# Hello\n\nSome **bold** text and a [link](https://example.com).\n\n<img src=x onerror="window.__xss=1">\n');
    const preview = page.locator('.w-md-editor-preview .wmde-markdown');
    await expect(preview.locator('h1')).toHaveText('Hello');
    await expect(preview.locator('strong')).toHaveText('bold');
    await expect(preview.getByRole('link', { name: 'link' })).toHaveAttribute('href', 'https://example.com');
    await expect(page.locator('img[onerror], [onerror]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Get HTML' }).click();
    const html = page.getByLabel('HTML', { exact: true });
    await expect(html).toContainText('<h1 id="hello">Hello</h1>');
    await expect(html).toContainText('<strong>bold</strong>');
    await expect(html).toContainText('<a href="https://example.com">link</a>');
    await expect(html).not.toContainText('<img');
    expect(await xssFlag(page)).toBeUndefined();
    await screenshot(page, 'demo-markdown');
  });

  test('json editor: line numbers, preloaded market groups, lint errors as you type', async ({ page }) => {
    await signInAndOpen(page, '/components/json-editor');
    await expect(page).toHaveTitle(/^Json Editor - /);
    const editor = page.locator('.cm-editor');
    await expect(editor.locator('.cm-lineNumbers')).toBeVisible();
    await expect(editor.locator('.cm-lineNumbers .cm-gutterElement', { hasText: /^1$/ })).toBeVisible();
    await expect(editor.locator('.cm-content')).toContainText('"market_type": "forexdata"');
    await expect(editor.locator('.cm-content')).toContainText('"symbol": "XAUUSD"');
    await expect(editor.locator('.cm-content')).toContainText('"name": "Commodities"');
    const status = page.getByTestId('json-status');
    await expect(status).toHaveText('Valid JSON');
    await expect(editor.locator('.cm-lint-marker-error')).toHaveCount(0);

    await editor.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('[{"items": [{"market_type": "forexdata", "symbol": }], "name": "Forex"}]');
    await expect(editor.locator('.cm-lint-marker-error')).toHaveCount(1);
    await expect(editor.locator('.cm-lintRange-error, .cm-lintPoint-error').first()).toBeAttached();
    await expect(status).toContainText('Invalid JSON');
    await expect(page.getByRole('button', { name: 'Format' })).toBeDisabled();
    await screenshot(page, 'demo-json-editor');

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('[{"items": [{"market_type": "forexdata", "symbol": "EURUSD"}], "name": "Forex"}]');
    await expect(editor.locator('.cm-lint-marker-error')).toHaveCount(0);
    await expect(editor.locator('.cm-lintRange-error, .cm-lintPoint-error')).toHaveCount(0);
    await expect(status).toHaveText('Valid JSON');
    await page.getByRole('button', { name: 'Format' }).click();
    await expect(editor.locator('.cm-line', { hasText: /^ {4}"name": "Forex"$/ })).toHaveCount(1);
  });
});

test.describe('upload demos', () => {
  test('avatar: refuses non-images, too small and too large files; crops to 300x300 png and uploads', async ({
    page,
  }) => {
    await signInAndOpen(page, '/components/avatar-upload');
    await expect(page).toHaveTitle(/^Upload - /);
    await page.getByRole('button', { name: 'Change avatar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload an avatar' });
    const input = dialog.getByTestId('image-crop-input');
    const problem = dialog.getByRole('alert');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(problem).toHaveText('Image only');
    await input.setInputFiles(pngFile('small.png', 200, 400));
    await expect(problem).toHaveText("Image's size is too low. Expected at least: 300*300");
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10240 * 1024 + 1) });
    await expect(problem).toHaveText('Image exceeds size limit: 10240kb');
    await expect(dialog.getByRole('button', { name: 'Upload' })).toHaveCount(0);

    await input.setInputFiles(pngFile('photo.png', 640, 420));
    await expect(problem).toBeHidden();
    await expect(dialog.getByRole('group', { name: 'Crop area' }).locator('img')).toBeVisible();
    const upload = dialog.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeEnabled();
    await screenshot(page, 'demo-avatar-crop');

    // The server refuses once: 'Upload failed', and the dialog keeps the crop for another try.
    await page.route(UPLOAD, (route) => route.fulfill({ json: { code: '50000', message: 'Disk full', data: null } }), {
      times: 1,
    });
    await upload.click();
    await expect(page.getByText('Upload failed')).toBeVisible();
    await expect(problem).toHaveText('Disk full');

    await upload.click();
    await expect(page.getByText('Upload success')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('avatar-result')).toContainText('Uploaded photo.png');

    const avatar = page.getByRole('img', { name: 'Avatar' });
    const src = (await avatar.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/api\/upload\/files\/[0-9a-f]+$/);
    await expectImagesLoaded(page, 'img[alt="Avatar"]', 1);
    const stored = await page.request.get(src);
    expect(stored.headers()['content-type']).toBe('image/png');
    expect(pngSize(await stored.body())).toEqual({ width: 300, height: 300 });
    await screenshot(page, 'demo-avatar-upload');
  });

  test('dropzone: 3 files at most, 2 MB each, images only; thumbnails, upload, delete, refusal', async ({ page }) => {
    await signInAndOpen(page, '/components/dropzone');
    await expect(page).toHaveTitle(/^Dropzone - /);
    await expect(page.getByText('Images only, up to 2 MB each, at most 3 files')).toBeVisible();
    const input = page.getByTestId('dropzone-input');
    const tiles = page.getByTestId('dropzone-file');
    const uploaded = page.locator('[data-testid=dropzone-file][data-state=uploaded]');
    const refusals = page.getByTestId('dropzone-refusals');
    const colours: [number, number, number][] = [
      [230, 80, 80],
      [80, 180, 90],
      [70, 110, 230],
      [200, 160, 40],
    ];
    await input.setInputFiles(
      ['a.png', 'b.png', 'c.png', 'd.png'].map((name, index) => pngFile(name, 200, 150, () => colours[index])),
    );
    await expect(tiles).toHaveCount(3);
    await expect(refusals).toHaveText('Too many files: at most 3, d.png was not added');
    await expect(uploaded).toHaveCount(3);
    await expect(page.getByText('Upload success')).toBeVisible();
    await expectImagesLoaded(page, '[data-testid=dropzone-file] img', 3);

    await input.setInputFiles(pngFile('e.png', 50, 50));
    await expect(refusals).toHaveText('Too many files: at most 3, e.png was not added');
    await expect(tiles).toHaveCount(3);

    await page.getByRole('button', { name: 'Remove b.png' }).click();
    await expect(page.getByText('Delete success')).toBeVisible();
    await expect(tiles).toHaveCount(2);
    await expect(tiles.filter({ hasText: 'b.png' })).toHaveCount(0);

    await input.setInputFiles([
      { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ]);
    await expect(refusals).toContainText('big.png is too large: the limit is 2 MB');
    await expect(refusals).toContainText('notes.txt: Image only');
    await expect(tiles).toHaveCount(2);

    // A file the server refuses: marked failed, 'Upload failed'.
    await page.route(UPLOAD, (route) => route.fulfill({ json: { code: '40001', message: 'Image only', data: null } }), {
      times: 1,
    });
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: makePng(40, 40) });
    await expect(page.getByText('Upload failed')).toBeVisible();
    const failed = page.locator('[data-testid=dropzone-file][data-state=failed]');
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('Image only');
    await expect(tiles).toHaveCount(3);
    await screenshot(page, 'demo-dropzone');
  });
});

test.describe('icons page', () => {
  test('search filters the grid; click or Enter copies the snippet', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInAndOpen(page, '/icon/index');
    await expect(page).toHaveTitle(/^Icons - /);
    const grid = page.getByRole('list', { name: 'Icons' });
    await expect(grid.getByRole('button')).toHaveCount(80);
    await expect(page.getByText('80 icons')).toBeVisible();
    await screenshot(page, 'demo-icons');

    const search = page.getByRole('searchbox', { name: 'Search icons' });
    await search.fill('cloud');
    await expect(grid.getByRole('button')).toHaveCount(2);
    await search.fill('zzz');
    await expect(page.getByText('No icon matches "zzz"')).toBeVisible();
    await expect(grid.getByRole('button')).toHaveCount(0);

    await search.fill('dash');
    await grid.getByRole('button', { name: 'Dashboard' }).click();
    await expect(page.getByText('Copied <DashboardIcon />')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<DashboardIcon />');

    await search.fill('cloud');
    await search.press('Tab');
    await expect(grid.getByRole('button', { name: 'Cloud', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(grid.getByRole('button', { name: 'CloudUpload' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Copied <CloudUploadIcon />')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<CloudUploadIcon />');
  });
});

test.describe('byte budget', () => {
  const HEAVY = ['ql-editor', 'w-md-editor', 'cm-lintRange', 'reactEasyCrop', 'too-many-files', 'DOMPurify'];

  /** The JavaScript a page loads while `open` runs, fetched again by URL (bodies vanish on navigation). */
  async function scriptsOf(page: Page, open: () => Promise<unknown>): Promise<string[]> {
    const urls = new Set<string>();
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') urls.add(response.url());
    };
    page.on('response', collect);
    await open();
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    expect(urls.size).toBeGreaterThan(0);
    return Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()));
  }

  test('the login page and the dashboard load none of the editor, crop or dropzone libraries', async ({ page }) => {
    const login = await scriptsOf(page, async () => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });
    const dashboard = await scriptsOf(page, async () => {
      await signInAndOpen(page, '/dashboard');
      await expect(page.getByRole('link', { name: 'Tinymce' }).or(page.getByText('Dashboard')).first()).toBeVisible();
    });
    for (const body of [...login, ...dashboard]) {
      for (const marker of HEAVY) expect(body.includes(marker), marker).toBe(false);
    }
    // Network idle alone can come before the lazy page chunk is asked for on a busy machine.
    const editorScripts = await scriptsOf(page, async () => {
      await page.goto('/components/tinymce');
      await expect(page.locator('.ql-container .ql-editor')).toBeVisible();
    });
    expect(editorScripts.some((body) => body.includes('ql-editor'))).toBe(true);
  });
});
