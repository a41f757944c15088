/**
 * Values for people, on the example file public/resources/campaign.json (with a Trash): the Trash,
 * a record's History and the Audit log show choice labels, the sender's name instead of its id,
 * field labels and dates in the one format; the Audit log has its heading and a resource picker
 * and says 'Moved to Trash'; 'Delete forever' stays inside the Trash dialog on a desktop and a
 * 375 px phone. `DOCS_SCREENSHOTS=1` writes the pictures, light and dark, to screenshots/values/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from './support';
import { installResourceFiles, signedInOn, startOwnServer, type OwnServer } from './helpers/ownServer';

const EXAMPLE = 'public/resources/campaign.json';
const SHOTS = 'screenshots/values';
const LOOKS: ReadonlyArray<{ mode: 'light' | 'dark'; width: number }> = process.env.DOCS_SCREENSHOTS
  ? [
      { mode: 'light', width: 1280 },
      { mode: 'light', width: 375 },
      { mode: 'dark', width: 1280 },
      { mode: 'dark', width: 375 },
    ]
  : [
      { mode: 'light', width: 1280 },
      { mode: 'dark', width: 375 },
    ];
const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

let server: OwnServer;
let token = '';
let sender = { id: 0, name: '' };
let trashedId = 0;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

async function api<T>(page: Page, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown): Promise<T> {
  const response = await page.request[method](`/api${path}`, { headers: { Token: token }, data });
  const body = (await response.json()) as { code: string; data: T };
  expect(body.code, `${method} ${path}`).toBe('00000');
  return body.data;
}

async function openAs(browser: Browser, mode: 'light' | 'dark', width: number): Promise<Page> {
  const signedIn = await signedInOn(server, browser, 'admin', { viewport: { width, height: width < 600 ? 740 : 800 }, locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce', themeMode: mode });
  token = signedIn.token;
  return signedIn.page;
}

async function shoot(page: Page, name: string) {
  if (!process.env.DOCS_SCREENSHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

/** Whether `inner` lies wholly inside `outer` on the screen. */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b).toBeTruthy();
  if (!a || !b) return;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

test.beforeAll(async ({ browser }) => {
  server = await startOwnServer();
  const file = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, unknown>;
  installResourceFiles(server.root, { 'campaign.json': { ...file, trash: true } });
  const page = await openAs(browser, 'light', 1280);
  const senders = await api<Array<{ id: number; sendName: string }>>(page, 'get', '/sms/sendName-list');
  const first = senders[0];
  expect(first).toBeDefined();
  sender = { id: first?.id ?? 0, name: first?.sendName ?? '' };
  const body = (title: string) => ({ title, status: 'running', period: ['2026-03-01', '2026-03-31'], sendAt: '21:30', senders: [sender.id], steps: [{ delay: 0, message: 'Hello' }] });
  const spring = await api<{ id: number }>(page, 'post', '/campaign', body('Spring sale'));
  await api(page, 'put', `/campaign/${spring.id}`, { status: 'done' });
  await api(page, 'delete', `/campaign/${spring.id}`);
  trashedId = spring.id;
  const autumn = await api<{ id: number }>(page, 'post', '/campaign', body('Autumn sale'));
  await api(page, 'put', `/campaign/${autumn.id}`, { status: 'done', sendAt: '08:15' });
  await page.context().close();
});
test.afterAll(async () => {
  await server?.stop();
});

for (const { mode, width } of LOOKS) {
  test(`Trash, History and Audit log read values as people do (${mode}, ${width} px)`, async ({ browser }) => {
    const page = await openAs(browser, mode, width);
    const look = `${mode}-${width}`;

    await page.goto('/marketing/campaign');
    await page.getByRole('button', { name: 'Trash' }).click();
    const trash = page.getByRole('dialog', { name: 'Trash: Campaigns' });
    const trashed = trash.getByRole('row').filter({ hasText: 'Spring sale' });
    await expect(trashed).toContainText('Done');
    await expect(trashed).toContainText(sender.name);
    await expect(trashed).toContainText('2026-03-01 – 2026-03-31');
    await expect(trashed).toContainText('21:30');
    await expect(trashed).toContainText(DATE_TIME);
    await expect(trashed).not.toContainText('[object Object]');
    await expect(trash.getByRole('columnheader', { name: 'Sender names' })).toBeVisible();
    const purge = trashed.getByRole('button', { name: 'Delete forever' });
    await expect(purge).toBeVisible();
    await expectInside(purge, trash);
    await shoot(page, `trash-${look}`);
    await trash.getByRole('button', { name: 'Close' }).click();

    // The row's buttons are folded into its 'More actions' menu (the table's row and the phone's card alike).
    await page.locator('tr, [data-testid="list-card"]').filter({ hasText: 'Autumn sale' }).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Show' }).click();
    const drawer = page.getByRole('dialog', { name: 'Campaigns details' });
    await drawer.getByRole('tab', { name: 'History' }).click();
    const history = drawer.getByRole('list', { name: 'History' });
    const updated = history.getByRole('listitem').filter({ hasText: 'Updated' }).first();
    await expect(updated).toContainText('Status: Running → Done');
    await expect(updated).toContainText('Send at: 21:30 → 08:15');
    await expect(updated).toContainText(DATE_TIME);
    await expect(history.getByRole('listitem').filter({ hasText: 'Created' }).first()).toContainText(`Sender names: — → ${sender.name}`);
    await shoot(page, `history-${look}`);
    await page.keyboard.press('Escape');

    await page.goto('/developer/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const search = page.getByRole('search');
    await search.getByRole('combobox', { name: 'Resource' }).click();
    await page.getByRole('option', { name: 'Campaigns' }).click();
    await search.getByRole('button', { name: 'Apply' }).click();
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);
    const moved = log.getByRole('row').filter({ hasText: 'Moved to Trash' });
    await expect(moved).toHaveCount(1);
    await expect(moved).toContainText(`Spring sale #${trashedId}`);
    await expect(moved).toContainText(`Sender names: ${sender.name} → —`);
    await expect(log.getByRole('row').filter({ hasText: 'Updated' }).first()).toContainText('Send at: 21:30 → 08:15');
    await expect(log.getByRole('row').filter({ hasText: 'Updated' }).last()).toContainText(`Spring sale #${trashedId}`);
    await expect(log).not.toContainText('sendAt');
    await expect(log.getByRole('row').nth(1)).toContainText(DATE_TIME);
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).scrollIntoViewIfNeeded();
    await shoot(page, `audit-${look}`);
    await page.context().close();
  });
}
