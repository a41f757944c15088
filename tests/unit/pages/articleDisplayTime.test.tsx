/**
 * The article editor's publish time is the console's date-and-time picker: a stored time shows in
 * the one date format (24-hour), and a typed one is saved as the editor always saved it
 * ('yyyy-MM-ddTHH:mm', local time); an untouched one goes back as it came.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { ArticleEditor } from '../../../src/pages/article/ArticleEditor';
import type { Article } from '../../../src/kernel/resources/article';
import { i18nProvider } from '../../../src/providers/i18nProvider';

const article = {
  id: 7,
  title: 'A title',
  author: 'Ann',
  importance: 2,
  status: 'draft',
  timestamp: 1_700_000_000_000,
  content_short: 'Short',
  content: '<p>Body</p>',
  platforms: ['a-platform'],
  source_uri: '',
  display_time: '2024-03-05 14:07:09',
  pageviews: 0,
} as Article;

/** An editor: the article's grants (the file's default) let it set every value. */
const editor: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['editor'],
};

function renderEditor() {
  const update = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: params.data }));
  const dataProvider = { update } as unknown as DataProvider;
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={editor} store={memoryStore()}>
        <ArticleEditor article={article} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { update, user: userEvent.setup() };
}

const saved = (update: ReturnType<typeof renderEditor>['update']) => (update.mock.calls[update.mock.calls.length - 1][1] as { data: Record<string, unknown> }).data;

describe("the article editor's publish time", () => {
  it('shows a stored time in the one date format and sends it back untouched', async () => {
    const { update, user } = renderEditor();
    const field = await screen.findByRole('group', { name: 'Publish Time' });
    expect(field).toHaveTextContent('2024-03-05 14:07');
    await user.click(screen.getByRole('button', { name: 'Draft' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(saved(update).display_time).toBe('2024-03-05 14:07:09');
  });

  it('saves a typed time, 24-hour, as it always did', async () => {
    const { update, user } = renderEditor();
    const field = await screen.findByRole('group', { name: 'Publish Time' });
    const sections = within(field).getAllByRole('spinbutton');
    expect(sections).toHaveLength(5);
    await user.click(sections[0]);
    await user.keyboard('202506071809');
    expect(field).toHaveTextContent('2025-06-07 18:09');
    await user.click(screen.getByRole('button', { name: 'Draft' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(saved(update).display_time).toBe('2025-06-07T18:09');
  });
});
