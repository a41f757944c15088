/**
 * The User page's roles control: an admin sees each user's roles in the list and edits them in the
 * edit dialog, chosen from the roles the service has (the real API in MSW, memory store); a refused
 * change (the last admin's role) is said on the control and stores nothing; the page, and so the
 * control, is the admin's alone.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { ResourceList } from '../../../src/crud/ResourcePage';
import { canDo } from '../../../src/kernel/access/permissions';
import { findResource } from '../../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../../src/kernel/types';
import '../../../src/pages/users/userExtensions';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { authWithRoles, signInAsAdmin, serveMockApi } from '../support/mockApiSession';
import { NO_STORED_PERMISSIONS } from '../../../src/kernel/access/grants';

const { store } = serveMockApi();
const userSchema = findResource('user') as ResourceSchema;


async function renderUsers(roles: string[]) {
  await signInAsAdmin();
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={createDataProvider([userSchema])} i18nProvider={i18nProvider} authProvider={authWithRoles(roles)} store={memoryStore()}>
        <ResourceList schema={userSchema} />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  const table = await screen.findByRole('table', { name: 'User' });
  await within(table).findByText('alice');
  return table;
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe("the User page's roles", () => {
  it("an admin sees the roles and gives a user another one, from the service's roles", async () => {
    await store.roles.insert({ key: 'support', name: 'Support desk', description: '', routes: [] });
    const user = userEvent.setup();
    const table = await renderUsers(['admin']);
    // The list keeps the User page's own columns; the roles are a column shown on demand.
    expect(within(table).queryByRole('columnheader', { name: 'Roles' })).toBeNull();

    await user.click(within(rowOf(table, 'alice')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    const roles = dialog.getByRole('combobox', { name: 'Roles' });
    expect(dialog.getByText('editor')).toBeInTheDocument();
    await user.click(roles);
    expect(await screen.findByRole('option', { name: 'Support desk (support)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'visitor' })).toBeInTheDocument();
    // By keyboard: down to the option, Enter picks it.
    await user.keyboard('{ArrowDown}');
    while (!screen.getByRole('option', { name: 'Support desk (support)' }).classList.contains('Mui-focused')) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(dialog.getByText('Support desk')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(async () => expect((await store.users.get(4))?.roles).toEqual(['editor', 'support']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).not.toBeInTheDocument());
  }, 40_000);

  it("refuses to take the last admin's role, on the control, and stores nothing", async () => {
    const user = userEvent.setup();
    const table = await renderUsers(['admin']);
    await user.click(within(rowOf(table, '+8613800000001')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    const chip = dialog.getByRole('button', { name: 'admin' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await user.click(dialog.getByRole('combobox', { name: 'Roles' }));
    await user.click(await screen.findByRole('option', { name: 'editor' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('The last active admin keeps the admin role: give it to another user first.')).toBeInTheDocument();
    expect((await store.users.get(1))?.roles).toEqual(['admin']);
  }, 40_000);

  it("is the admin's alone: the page is, so an editor neither sees nor changes it", () => {
    expect(userSchema.fields.find((candidate) => candidate.source === 'roles')).toMatchObject({ input: 'user.roles', create: false });
    for (const roles of [['editor'], ['visitor'], ['editor', 'visitor']]) {
      expect(canDo(userSchema, 'read', { roles, permissions: NO_STORED_PERMISSIONS })).toBe(false);
      expect(canDo(userSchema, 'update', { roles, permissions: NO_STORED_PERMISSIONS })).toBe(false);
    }
    expect(canDo(userSchema, 'update', { roles: ['admin'], permissions: NO_STORED_PERMISSIONS })).toBe(true);
  });
});
