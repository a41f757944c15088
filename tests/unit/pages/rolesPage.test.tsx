/**
 * Permission › Role: an admin sees the roles with how many users hold each, makes one, renames it
 * and deletes it after a confirmation; the server's refusals are shown as it words them with the
 * form kept; editors neither see the page in the menu nor open it by its address. The real API in
 * MSW, memory store.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Routes } from 'react-router-dom';
import { http } from 'msw';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import RolesPage from '../../../src/pages/roles/RolesPage';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { clearToken } from '../../../src/providers/session';
import { authWithRoles, signInAsAdmin, serveMockApi } from '../support/mockApiSession';
import { filterRoutes, flattenRoutes } from '../../../src/routes/resolve';
import { renderRoutes } from '../../../src/routes/renderRoutes';
import { routeTable } from '../../../src/routes/routeTable';

const { server, store } = serveMockApi();


async function renderPage() {
  await signInAsAdmin();
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} authProvider={authWithRoles(['admin'])} store={memoryStore()}>
        <RolesPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return within(await screen.findByRole('table', { name: 'Role' }));
}

/** The row whose first cell (the key) is `key`. */
const rowOf = async (table: ReturnType<typeof within>, key: string) => (await table.findAllByRole('cell', { name: key }))[0].closest('tr') as HTMLElement;
/** A row's cells by their column's header (jsdom lays the page out as a phone: the description under the name). */
function cellsOf(row: HTMLElement): Record<string, string> {
  const headers = within(row.closest('table') as HTMLElement).getAllByRole('columnheader').map((header) => header.textContent ?? '');
  return Object.fromEntries(within(row).getAllByRole('cell').map((cell, index) => [headers[index], cell.textContent ?? '']));
}

describe('the Role page', () => {
  it('shows placeholder rows while loading, then the roles', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held, then passed on to the mock API's own handler.
    server.use(http.get(/\/user\/list$/, async () => void (await held), { once: true }));
    const table = await renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading roles...');
    expect(screen.getByRole('table', { name: 'Role' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(cellsOf(await rowOf(table, 'editor'))).toMatchObject({ Users: '9' });
    expect(screen.queryByText('Loading roles...')).not.toBeInTheDocument();
  });

  it('lists the roles with how many users hold each', async () => {
    const table = await renderPage();
    expect(cellsOf(await rowOf(table, 'admin'))).toMatchObject({ Key: 'admin', Name: 'adminSuper Administrator. Have access to view all pages.', Users: '1' });
    expect(cellsOf(await rowOf(table, 'editor'))).toMatchObject({ Key: 'editor', Users: '9' });
    expect(cellsOf(await rowOf(table, 'visitor'))).toMatchObject({ Key: 'visitor', Users: '1' });
  });

  it("links each role to its permissions' page", async () => {
    const table = await renderPage();
    const row = within(await rowOf(table, 'editor'));
    expect(row.getByRole('link', { name: 'Permissions of the role editor' })).toHaveAttribute('href', '/permission/roles/editor');
  });

  it('makes a role (its first field focused, sent with Enter), renames it, and deletes it after a confirmation', async () => {
    const user = userEvent.setup();
    const table = await renderPage();
    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New role' }));
    expect(dialog.getByRole('textbox', { name: 'Key' })).toHaveFocus();
    await user.keyboard('support');
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Support');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Answers customers');
    await user.click(dialog.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New role' })).not.toBeInTheDocument());
    expect(cellsOf(await rowOf(table, 'support'))).toMatchObject({ Key: 'support', Name: 'SupportAnswers customers', Users: '0' });
    expect(await store.roles.get('support')).toMatchObject({ name: 'Support', description: 'Answers customers' });

    await user.click(table.getByRole('button', { name: 'Edit the role support' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit the role support' }));
    expect(edit.getByRole('textbox', { name: 'Key' })).toBeDisabled();
    expect(edit.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.clear(edit.getByRole('textbox', { name: 'Name' }));
    await user.type(edit.getByRole('textbox', { name: 'Name' }), 'Customer support{Enter}');
    await waitFor(async () => expect(cellsOf(await rowOf(table, 'support')).Name).toBe('Customer supportAnswers customers'));
    expect(await store.roles.get('support')).toMatchObject({ name: 'Customer support' });

    await user.click(table.getByRole('button', { name: 'Delete the role support' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this role?' }));
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(table.queryByRole('cell', { name: 'support' })).not.toBeInTheDocument());
    expect(await store.roles.get('support')).toBeUndefined();
  });

  it('asks before Escape drops typed changes, and keeps them when told to', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New role' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Half typed');
    await user.keyboard('{Escape}');
    const ask = within(await screen.findByRole('dialog', { name: 'Discard your changes?' }));
    await user.click(ask.getByRole('button', { name: 'Keep editing' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Half typed');
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New role' })).not.toBeInTheDocument());
  });

  it('shows a refused key on its input with the form kept, and stores nothing', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New role' }));
    await user.type(dialog.getByRole('textbox', { name: 'Key' }), 'editor');
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Second editors');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Role editor already exists')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Key' })).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Second editors');
    expect((await store.roles.list()).map((role) => role.key)).toEqual(['admin', 'editor', 'visitor']);
  });

  it('shows the refusals of a delete as the server words them: the admin role, a role in use with its users', async () => {
    const user = userEvent.setup();
    const table = await renderPage();
    await user.click(table.getByRole('button', { name: 'Delete the role admin' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Delete this role?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await confirm.findByText('The admin role cannot be deleted.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this role?' })).not.toBeInTheDocument());

    await user.click(table.getByRole('button', { name: 'Delete the role visitor' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Delete this role?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await confirm.findByText('Role visitor is held by user visitor: take it from them first.')).toBeInTheDocument();
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    expect((await store.roles.list()).map((role) => role.key)).toEqual(['admin', 'editor', 'visitor']);
  });

  it('says once that the roles could not be loaded', async () => {
    clearToken();
    render(
      <TestMemoryRouter>
        <AdminContext i18nProvider={i18nProvider} authProvider={authWithRoles(['admin'])} store={memoryStore()}>
          <RolesPage />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText(/^The roles could not be loaded: /)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('editors and the Role page', () => {
  it('is not in their menu, and its address gives them the no-permission page', async () => {
    const editorPaths = flattenRoutes(filterRoutes(routeTable, ['editor'])).map(({ fullPath }) => fullPath);
    expect(editorPaths).toContain('/permission/sendName');
    expect(editorPaths).not.toContain('/permission/roles');
    const adminPaths = flattenRoutes(filterRoutes(routeTable, ['admin'])).map(({ fullPath }) => fullPath);
    expect(adminPaths).toContain('/permission/roles');

    render(
      <TestMemoryRouter initialEntries={['/permission/roles']}>
        <AdminContext i18nProvider={i18nProvider} authProvider={authWithRoles(['editor'])} store={memoryStore()}>
          <Routes>{renderRoutes(routeTable, ['editor'])}</Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('You do not have permission to go to this page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New role' })).not.toBeInTheDocument();
  });

  it("gives them the no-permission page at a role's permissions address too", async () => {
    expect(flattenRoutes(filterRoutes(routeTable, ['editor'])).map(({ fullPath }) => fullPath)).not.toContain('/permission/roles/:key');
    render(
      <TestMemoryRouter initialEntries={['/permission/roles/editor']}>
        <AdminContext i18nProvider={i18nProvider} authProvider={authWithRoles(['editor'])} store={memoryStore()}>
          <Routes>{renderRoutes(routeTable, ['editor'])}</Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('You do not have permission to go to this page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
