/**
 * The article editor holds and sends only what the role's article grant lets it set (the rule the
 * server enforces): a role granted `create` of the title and importance gets those two inputs and
 * one Confirm button (no status to choose), and its save names nothing else but the new id.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { NO_STORED_PERMISSIONS } from '../../../src/kernel/access/grants';
import { ArticleEditor } from '../../../src/pages/article/ArticleEditor';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { holdStoredPermissions } from '../../../src/providers/storedPermissions';

const clerk: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['clerk'],
};

afterEach(() => holdStoredPermissions(NO_STORED_PERMISSIONS));

describe('the article editor by the grants', () => {
  it('offers and sends only the granted values', async () => {
    holdStoredPermissions({ clerk: { article: { read: true, create: { fields: ['title', 'importance'] }, update: false, delete: false, export: false } } });
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { ...params.data, id: 1100 } }));
    render(
      <TestMemoryRouter>
        <AdminContext dataProvider={{ create } as unknown as DataProvider} i18nProvider={i18nProvider} authProvider={clerk} store={memoryStore()}>
          <ArticleEditor />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Granted title');
    expect(screen.queryByRole('textbox', { name: /Author/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Summary/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Link' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const sent = (create.mock.calls[0]![1] as { data: Record<string, unknown> }).data;
    expect(Object.keys(sent).sort()).toEqual(['id', 'importance', 'title']);
    expect(sent.title).toBe('Granted title');
  });
});
