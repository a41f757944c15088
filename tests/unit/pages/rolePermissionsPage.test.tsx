/**
 * Permission › Role › a role's permissions: the rules the server answers, grouped as the menu groups
 * the resources; boxes and pickers that make the PUT of the changed resources only; a refusal shown
 * where its path points with nothing lost; the admin role read-only; the role's menu previewed.
 * The endpoint is an in-memory fake following its contract (tests/unit/support/permissionsFake.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import RolePermissionsPage from '../../../src/pages/roles/permissions/RolePermissionsPage';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { resources } from '../../../src/kernel/resources/registry';
import { ResourceSetContext } from '../../../src/resources/resourceSetContext';
import { PERMISSION_OPERATIONS as PERMISSION_LABELS, type ResourcePermissions } from '../../../src/kernel/access/rolePermissions';
import { authWithRoles } from '../support/mockApiSession';
import { permissionsFake } from '../support/permissionsFake';
import { consoleModel } from '../../../src/shell/consoleModel';
import { RouteTableContext } from '../../../src/routes/routeTableContext';
import type { ResourceSchema } from '../../../src/kernel/types';
import { blacklistFile } from '../runtime/blacklistFile';

const EVERYTHING: ResourcePermissions = { read: true, create: true, update: true, delete: true, export: true };
const SUPPORT_PACKAGES: ResourcePermissions = { read: { fields: ['packageId', 'userName'] }, create: false, update: { rows: 'own' }, delete: false, export: false };

// The server's packageConf lacks the console's smsCode field: naming it is refused.
const served = resources.map((schema) => (schema.name === 'packageConf' ? { ...schema, fields: schema.fields.filter((field) => field.source !== 'smsCode') } : schema));
const fake = permissionsFake(served, { support: { packageConf: SUPPORT_PACKAGES, sendName: EVERYTHING } });
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  fake.stored.clear();
  fake.gets.length = 0;
  fake.puts.length = 0;
});
afterAll(() => server.close());

/** A file-made resource in a menu group of its own, as the console reads it at start. */
const { texts, ...blacklistRest } = blacklistFile;
const blacklist = {
  ...(blacklistRest as unknown as ResourceSchema),
  route: { parent: '/safety', path: 'blacklist', name: 'Blacklist', group: { title: 'Safety' } },
  list: { kind: 'server' } as unknown as ResourceSchema['list'],
} as ResourceSchema;
const withFile = consoleModel({ files: [{ file: 'resources/blacklist.json', schema: blacklist, conventional: true, texts }], broken: [] });

function renderPage(role: string, model = consoleModel({ files: [], broken: [] })) {
  render(
    <TestMemoryRouter initialEntries={[`/permission/roles/${role}`]}>
      <AdminContext i18nProvider={i18nProvider} authProvider={authWithRoles(['admin'])} store={memoryStore()}>
        <RouteTableContext.Provider value={model.routes}>
          <ResourceSetContext.Provider value={model.resources}>
            <Routes>
              <Route path="/permission/roles/:key" element={<RolePermissionsPage />} />
              <Route path="/permission/roles" element={<p>The roles list</p>} />
            </Routes>
          </ResourceSetContext.Provider>
        </RouteTableContext.Provider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const chipsOf = (picker: HTMLElement) => [...picker.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent);
const card = (title: string) => within(screen.getByRole('region', { name: title }));
const box = (name: string) => screen.getByRole('checkbox', { name });
const ready = () => screen.findByRole('checkbox', { name: 'Manage packageConf read' });

async function openLimits(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: `Limits of ${title}` }));
}

async function pickField(user: ReturnType<typeof userEvent.setup>, picker: string, typed: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: picker }));
  await user.keyboard(typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

// Each test drives the page by pointer and keyboard: slow on a loaded machine, so the limit is wide (no test waits on time).
describe('the permissions of a role', { timeout: 40_000 }, () => {
  it('shows the rules the server answers, grouped as the menu groups the resources', async () => {
    const user = userEvent.setup();
    renderPage('support');
    await ready();
    expect(fake.gets).toEqual(['support']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Permission', 'Example', 'Without a menu page']);
    const permission = within(screen.getByRole('region', { name: 'Permission' }));
    expect(permission.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Manage packageConf', 'Manage Send name', 'User (user)']);
    expect(within(screen.getByRole('region', { name: 'Example' })).getByRole('heading', { level: 3 })).toHaveTextContent('Article List');
    expect(within(screen.getByRole('region', { name: 'Without a menu page' })).getByRole('heading', { level: 3 })).toHaveTextContent('User (userOption)');

    expect(box('Manage packageConf read')).toBeChecked();
    expect(box('Manage packageConf create')).not.toBeChecked();
    expect(box('Manage packageConf update')).toBeChecked();
    expect(box('Manage packageConf delete')).not.toBeChecked();
    expect(box('Manage packageConf all operations')).toBePartiallyChecked();
    expect(box('Manage Send name all operations')).toBeChecked();
    expect(box('User (user) all operations')).not.toBeChecked();
    expect(box('User (user) all operations')).not.toBePartiallyChecked();

    await openLimits(user, 'Manage packageConf');
    const packages = card('Manage packageConf');
    const readFields = packages.getByRole('combobox', { name: 'Manage packageConf read fields' }).closest('.MuiAutocomplete-root') as HTMLElement;
    expect(chipsOf(readFields)).toEqual(['packageId', 'userName']);
    expect(packages.getByRole('combobox', { name: 'Manage packageConf update records' })).toHaveTextContent('Records the user created');
    expect(screen.getByRole('status')).toHaveTextContent('No unsaved changes');
  });

  it('saves only the changed resources: a box unticked, a field picked, a record condition built', async () => {
    const user = userEvent.setup();
    renderPage('support');
    await ready();
    await user.click(box('Manage Send name export'));
    expect(box('Manage Send name all operations')).toBePartiallyChecked();
    await openLimits(user, 'Manage packageConf');
    await pickField(user, 'Manage packageConf read fields', 'total', 'totalNum');
    await user.click(screen.getByRole('combobox', { name: 'Manage packageConf read records' }));
    await user.click(await screen.findByRole('option', { name: 'Records that match' }));
    await user.click(screen.getByRole('combobox', { name: 'Manage packageConf read condition operator' }));
    await user.click(await screen.findByRole('option', { name: 'is not empty' }));
    await user.click(screen.getByRole('combobox', { name: 'Manage packageConf read condition field' }));
    await user.click(await screen.findByRole('option', { name: 'userName' }));
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes: 2 resource(s)');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No unsaved changes'));
    const packageRules = { ...SUPPORT_PACKAGES, read: { fields: ['packageId', 'userName', 'totalNum'], rows: { field: 'userName', notEmpty: true } } };
    expect(fake.puts).toEqual([{ role: 'support', body: { sendName: { ...EVERYTHING, export: false }, packageConf: packageRules } }]);
    expect(fake.stored.get('support')).toEqual({ sendName: { ...EVERYTHING, export: false }, packageConf: packageRules });
    expect(box('Manage Send name export')).not.toBeChecked();
  });

  it('grants a whole row with its "all" box, and a create preset with the value input of its field', async () => {
    const user = userEvent.setup();
    renderPage('support');
    await ready();
    await user.click(box('User (user) all operations'));
    for (const operation of PERMISSION_LABELS) expect(box(`User (user) ${operation}`)).toBeChecked();
    await openLimits(user, 'User (user)');
    await user.click(card('User (user)').getByRole('button', { name: 'Add a preset' }));
    await user.click(screen.getByRole('combobox', { name: 'User (user) preset 1 field' }));
    await user.click(await screen.findByRole('option', { name: 'user Status' }));
    await user.click(screen.getByRole('combobox', { name: 'User (user) preset 1 value' }));
    await user.click(await screen.findByRole('option', { name: 'freeze' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.puts).toHaveLength(1));
    const freeze = resources.find((schema) => schema.name === 'user')?.fields.find((field) => field.source === 'type')?.choices?.find((choice) => choice.name === 'user.freeze')?.id;
    expect(fake.puts[0].body).toEqual({ user: { ...EVERYTHING, create: { presets: { type: freeze } } } });
  });

  it('shows a refusal on the resource and path it names, keeps everything set, and stores nothing', async () => {
    const user = userEvent.setup();
    renderPage('support');
    await ready();
    await user.click(box('Manage Send name export'));
    await openLimits(user, 'Manage packageConf');
    await pickField(user, 'Manage packageConf read fields', 'sms', 'smsCode');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Nothing was saved/)).toHaveTextContent('Nothing was saved: the server refused the rules marked below.');
    const packages = card('Manage packageConf');
    expect(packages.getByText('packageConf.read.fields[2]')).toBeInTheDocument();
    expect(packages.getByRole('combobox', { name: 'Manage packageConf read fields' })).toHaveAccessibleDescription('packageConf has no field smsCode');
    expect(card('Manage Send name').queryByText(/has no field/)).not.toBeInTheDocument();
    const readFields = packages.getByRole('combobox', { name: 'Manage packageConf read fields' }).closest('.MuiAutocomplete-root') as HTMLElement;
    expect(chipsOf(readFields)).toEqual(['packageId', 'userName', 'smsCode']);
    expect(box('Manage Send name export')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes: 2 resource(s)');
    expect(fake.puts).toHaveLength(1);
    expect(fake.stored.size).toBe(0);
  });

  it('places a file-made resource in the menu group its file declares, its fields offered by their labels', async () => {
    const user = userEvent.setup();
    const withBlacklist = permissionsFake([...served, blacklist], { support: { blacklist: { ...EVERYTHING, delete: false } } });
    server.use(...withBlacklist.handlers);
    renderPage('support', withFile);
    await ready();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Permission', 'Example', 'Safety', 'Without a menu page']);
    expect(within(screen.getByRole('region', { name: 'Safety' })).getByRole('heading', { level: 3 })).toHaveTextContent('blacklist');
    expect(box('blacklist all operations')).toBePartiallyChecked();
    await openLimits(user, 'blacklist');
    await user.click(screen.getByRole('combobox', { name: 'blacklist export fields' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Id', 'Phone', 'Reason', 'Hits', 'User id']);
  });

  it('shows the admin role read-only, everything granted, without asking the server', async () => {
    renderPage('admin');
    expect(await screen.findByText('The admin role may do everything: its permissions cannot be narrowed.')).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(0);
    for (const input of boxes) {
      expect(input).toBeChecked();
      expect(input).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Limits of/ })).not.toBeInTheDocument();
    expect(fake.gets).toEqual([]);
  });

  it('previews the menu of the role: exactly the pages of the resources it may read, unsaved rules included', async () => {
    const user = userEvent.setup();
    renderPage('support');
    await ready();
    const resourcePages = ['Manage packageConf', 'Manage Send name', 'User', 'Article List', 'Create Article'];
    const previewed = async () => {
      await user.click(screen.getByRole('button', { name: 'See as this role' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'The menu of the role support' }));
      const entries = within(dialog.getByRole('navigation')).getAllByRole('listitem').map((item) => item.querySelector('.MuiListItemText-primary')?.textContent ?? '');
      await user.click(dialog.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      return entries;
    };
    const first = await previewed();
    expect(first.filter((entry) => resourcePages.includes(entry))).toEqual(['Manage packageConf', 'Manage Send name']);
    expect(first).toContain('Dashboard');
    expect(first).not.toContain('Role');

    await user.click(box('User (user) read'));
    await user.click(box('Manage packageConf read'));
    await user.click(box('Article List create'));
    const second = await previewed();
    expect(second.filter((entry) => resourcePages.includes(entry))).toEqual(['Manage Send name', 'User', 'Create Article']);
  });

  it('asks before Escape drops unsaved changes, keeps them when told to, and leaves when told to', async () => {
    const user = userEvent.setup();
    renderPage('support');
    await ready();
    await user.click(box('User (user) read'));
    // Escape that closes a list of options stays with it.
    await openLimits(user, 'User (user)');
    await user.click(screen.getByRole('combobox', { name: 'User (user) read records' }));
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
    box('User (user) read').focus();
    await user.keyboard('{Escape}');
    const ask = within(await screen.findByRole('dialog', { name: 'Discard your changes?' }));
    await user.click(ask.getByRole('button', { name: 'Keep editing' }));
    expect(box('User (user) read')).toBeChecked();
    await user.click(box('User (user) read'));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('The roles list')).toBeInTheDocument();
  });

  it('is usable by keyboard: each row\'s boxes in tab order, Space ticks one', async () => {
    const user = userEvent.setup();
    renderPage('support');
    await ready();
    box('User (user) all operations').focus();
    for (const operation of PERMISSION_LABELS) {
      await user.tab();
      expect(box(`User (user) ${operation}`)).toHaveFocus();
    }
    await user.keyboard(' ');
    expect(box('User (user) export')).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Limits of User (user)' })).toHaveFocus();
  });
});
