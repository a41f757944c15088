/**
 * Permissions per role, end to end on a server of the test's own: an admin grants a new role one
 * resource with two of its fields on the role's permissions page and gives the role to a user; that
 * user signs in and sees exactly that resource in the Permission menu, with those two columns, and
 * the API answers them only those fields.
 */
import { test, expect, screenshot } from './support';
import { ownServerForTests, signedInOn } from './helpers/ownServer';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const server = ownServerForTests();


test('an admin grants a role one resource with two fields; its user sees exactly that', async ({ browser }) => {
  const { page, token } = await signedInOn(server, browser, 'admin');
  const api = page.context().request;
  const headers = { Token: token };
  expect(((await (await api.post('/api/vue-element-admin/role', { data: { key: 'support', name: 'Support' }, headers })).json()) as { code: number }).code).toBe(20000);

  // The grant, on the role's permissions page: read on the packages, two fields.
  await page.goto('/permission/roles');
  await page.getByRole('link', { name: 'Permissions of the role support' }).click();
  await expect(page.getByRole('heading', { name: 'Permissions of the role support' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Manage packageConf read' }).check();
  await page.getByRole('button', { name: 'Limits of Manage packageConf' }).click();
  const fields = page.getByRole('combobox', { name: 'Manage packageConf read fields' });
  for (const field of ['packageId', 'userName']) {
    await fields.fill(field);
    await page.getByRole('option', { name: field, exact: true }).click();
  }
  await page.getByRole('button', { name: 'See as this role' }).click();
  const preview = page.getByRole('dialog', { name: 'The menu of the role support' });
  await expect(preview.getByText('Manage packageConf')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Permissions saved')).toBeVisible();
  await screenshot(page, 'role-permissions-saved');

  // The role given to the user, in place of the default one (the User page's roles control is rolesTokens.spec's).
  const created = (await (await api.post('/api/user/addUser', { data: { userName: 'sam', password: 'secret12' }, headers })).json()) as { code: string; data: { id: number } };
  expect(created.code).toBe('00000');
  expect(((await (await api.put('/api/user/update', { data: { id: created.data.id, roles: ['support'] }, headers })).json()) as { code: string }).code).toBe('00000');
  await page.context().close();

  // Sam signs in with the form and finds that one resource, with its two columns.
  const context = await browser.newContext({ baseURL: server.origin });
  const own = await context.newPage();
  await own.goto('/login');
  await own.getByLabel('Username').fill('sam');
  await own.getByLabel('Password', { exact: true }).fill('secret12');
  await own.getByRole('button', { name: 'Login' }).click();
  await expect(own).toHaveURL(/\/dashboard$/);
  const sidebar = own.getByRole('navigation', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Permission' }).click();
  await expect(sidebar.getByRole('link', { name: 'Manage packageConf' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Manage Send name' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'User' })).toHaveCount(0);
  await sidebar.getByRole('link', { name: 'Manage packageConf' }).click();
  const table = own.getByRole('table', { name: 'Manage packageConf' });
  await expect(table.getByRole('columnheader', { name: 'packageId' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'userName' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'totalNum' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: /^New|^Add/ })).toHaveCount(0);
  await screenshot(own, 'role-permissions-user');
  await context.close();
});
