/**
 * `"trash": true` end to end: on a resource file of its own, an admin deletes a row (the confirm
 * says it goes to the Trash), opens the Trash, restores it and sees it back in the list; then
 * deletes another and deletes it forever, after which the server knows it nowhere.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { test, expect, screenshot } from './support';
import { signedInOn, startOwnServer, type OwnServer } from './helpers/ownServer';

const memo = {
  name: 'memo',
  label: 'Memos',
  roles: ['admin'],
  trash: true,
  route: { parent: '/lab', path: 'memos', name: 'Memos', group: { title: 'Lab', icon: 'folder', roles: ['admin'] } },
  sort: { field: 'id', order: 'ASC' },
  fields: [
    { source: 'title', label: 'Title', type: 'text', required: true, unique: true },
    { source: 'kind', label: 'Kind', type: 'select', choices: [{ id: 'idea', name: 'Idea' }, { id: 'todo', name: 'To do' }] },
  ],
};

let server: OwnServer;

// The work takes about 20 s; the margin is for a CI machine busy with a second worker.
test.setTimeout(90_000);

test.beforeAll(async () => {
  server = await startOwnServer();
  mkdirSync(join(server.root, 'resources'), { recursive: true });
  writeFileSync(join(server.root, 'resources', 'memo.json'), JSON.stringify(memo));
  const configPath = join(server.root, 'config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(configPath, JSON.stringify({ ...config, resources: ['resources/memo.json'] }));
});
test.afterAll(async () => {
  await server?.stop();
});

const openAsAdmin = (browser: Browser) => signedInOn(server, browser, 'admin');

test('delete moves a row to the Trash, restore brings it back, delete forever ends it', async ({ browser }) => {
  const { page, token } = await openAsAdmin(browser);
  const ids: Record<string, number> = {};
  for (const [title, kind] of [['Alpha', 'idea'], ['Beta', 'todo'], ['Gamma', 'idea']]) {
    const created = await page.request.post('/api/memo', { headers: { Token: token }, data: { title, kind } });
    ids[title] = ((await created.json()) as { data: { id: number } }).data.id;
  }

  await page.goto('/lab/memos');
  const table = page.getByRole('table', { name: 'Memos' });
  // The console's first load (its resource files, then the page's code) is the slow part on a busy machine.
  await expect(table.getByRole('row')).toHaveCount(4, { timeout: 30_000 });

  // Delete: the confirm says where the record goes.
  await table.getByRole('row').filter({ hasText: 'Alpha' }).getByRole('button', { name: 'Delete' }).click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning).toContainText('Move this Memos to the Trash? An admin can restore it from there.');
  await warning.getByRole('button', { name: 'Confirm' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Alpha' })).toHaveCount(0);

  // The Trash lists it, with who deleted it.
  await page.getByRole('button', { name: 'Trash' }).click();
  const trash = page.getByRole('dialog', { name: 'Trash: Memos' });
  const trashed = trash.getByRole('row').filter({ hasText: 'Alpha' });
  await expect(trashed).toContainText('Idea');
  await expect(trashed).toContainText('admin');
  await expect(trash.getByRole('columnheader', { name: 'Deleted at' })).toBeVisible();
  await screenshot(page, 'trash-view');

  // Restore: out of the Trash, back in the list under its id.
  await trashed.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored: the record is back in the list')).toBeVisible();
  await expect(trash.getByText('Trash is empty')).toBeVisible();
  await trash.getByRole('button', { name: 'Close' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Alpha' })).toHaveCount(1);
  const back = await page.request.get(`/api/memo/${ids.Alpha}`, { headers: { Token: token } });
  expect(((await back.json()) as { data: unknown }).data).toMatchObject({ id: ids.Alpha, title: 'Alpha', kind: 'idea', _version: 2 });

  // Another one deleted (through the API this time), then deleted forever from the Trash after its own confirm.
  await page.request.delete(`/api/memo/${ids.Beta}`, { headers: { Token: token } });
  await page.getByRole('button', { name: 'Trash' }).click();
  await trash.getByRole('row').filter({ hasText: 'Beta' }).getByRole('button', { name: 'Delete forever' }).click();
  const purge = page.getByRole('dialog', { name: 'Warning' });
  await expect(purge).toContainText('Delete this Memos forever?');
  await purge.getByRole('button', { name: 'Delete forever' }).click();
  await expect(page.getByText('Deleted forever')).toBeVisible();
  await expect(trash.getByText('Trash is empty')).toBeVisible();
  await screenshot(page, 'trash-empty');

  const listed = await page.request.get('/api/_trash/memo', { headers: { Token: token } });
  expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);
  const gone = await page.request.get(`/api/memo/${ids.Beta}`, { headers: { Token: token } });
  expect(((await gone.json()) as { code: string }).code).toBe('40400');
  await page.context().close();
});
