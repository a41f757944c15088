/**
 * A built-in page (the packages, src/kernel/resources/json/packageConf.json) offers what the role's
 * stored permissions grant, by the same evaluation the server enforces: New with a dialog holding
 * only the granted inputs, Edit only with an update grant, Delete only on the rows the delete grant
 * reaches. The role 'clerk' has nothing on packages by the file (admins only).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourceList } from '../../../src/crud/ResourcePage';
import { NO_STORED_PERMISSIONS, type StoredPermissions } from '../../../src/kernel/access/grants';
import type { ResourcePermissions } from '../../../src/kernel/access/rolePermissions';
import { findResource } from '../../../src/kernel/resources/registry';
import { createMemoryDataProvider } from '../../../src/providers/memoryDataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { holdStoredPermissions } from '../../../src/providers/storedPermissions';
import { createResourceSet } from '../../../src/resources/resourceSet';
import { ResourceSetContext } from '../../../src/resources/resourceSetContext';

vi.setConfig({ testTimeout: 45_000 });

const packageConf = findResource('packageConf')!;
const userOption = findResource('userOption')!;
const NONE: ResourcePermissions = { read: false, create: false, update: false, delete: false, export: false };

const clerk: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['clerk'],
};

const seed = () => ({
  packageConf: [
    { id: 1, packageId: 'P-1', userId: 2, userName: 'editor', totalNum: 10, remainNum: 10, createTime: '2026-01-01 00:00:00', name: 'Basic', smsCode: '' },
    { id: 2, packageId: 'P-2', userId: 2, userName: 'editor', totalNum: 20, remainNum: 20, createTime: '2026-01-02 00:00:00', name: 'Premium', smsCode: '' },
  ],
  userOption: [{ id: 2, userName: 'editor' }],
});

function renderPackages(rules: ResourcePermissions) {
  holdStoredPermissions({ clerk: { packageConf: rules } } satisfies StoredPermissions);
  render(
    <TestMemoryRouter>
      <ResourceSetContext.Provider value={createResourceSet([packageConf, userOption])}>
        <AdminContext
          dataProvider={createMemoryDataProvider([packageConf, userOption], seed())}
          i18nProvider={i18nProvider}
          authProvider={clerk}
          store={memoryStore()}
          queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <ResourceList schema={packageConf} />
        </AdminContext>
      </ResourceSetContext.Provider>
    </TestMemoryRouter>,
  );
  return userEvent.setup();
}

async function rowOf(packageId: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Manage packageConf' });
  const row = (await within(table).findByText(packageId)).closest('tr');
  if (!row) throw new Error(`no row ${packageId}`);
  return row;
}

afterEach(() => holdStoredPermissions(NO_STORED_PERMISSIONS));

describe('a built-in page follows the stored grants', () => {
  it('offers New with only the granted inputs, and Delete only on the rows the delete grant reaches', async () => {
    const user = renderPackages({ ...NONE, read: true, create: { fields: ['packageId', 'userId', 'totalNum'] }, delete: { rows: { field: 'name', equals: 'Basic' } } });
    const basic = await rowOf('P-1');
    const premium = await rowOf('P-2');
    expect(within(basic).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(premium).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(basic).queryByRole('button', { name: 'Edit' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New Package' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(await within(dialog).findByRole('textbox', { name: /packageId/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: /totalNum/ })).toBeInTheDocument();
    for (const refused of [/remainNum/, /packageName/, /smsCode/]) expect(within(dialog).queryByLabelText(refused)).toBeNull();
  });

  it('offers neither New nor Delete without those grants, and Edit with an update grant', async () => {
    renderPackages({ ...NONE, read: true, update: { fields: ['name'] } });
    const basic = await rowOf('P-1');
    expect(within(basic).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(basic).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New Package' })).toBeNull();
  });
});
