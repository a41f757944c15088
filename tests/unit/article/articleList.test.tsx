/**
 * The article list page: the generic engine on the article schema with its named extensions, against
 * the embedded API (mock handlers in MSW node).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mock/node';
import { setConfig } from '../../../src/config';
import ArticleListPage from '../../../src/pages/article/ArticleListPage';
import { forgetUserInfo } from '../../../src/providers/authProvider';
import { createAuthProvider } from '../../../src/providers/consoleAuthProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { request } from '../../../src/providers/http';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { clearToken, setToken } from '../../../src/providers/session';
import { findResource, resources } from '../../../src/kernel/resources/registry';

const { server, store } = createMockServer();

async function signInAs(userName: string) {
  clearToken();
  forgetUserInfo();
  const token = await request<string>('/user/login', { method: 'POST', body: { userName, password: '111111' }, silent: true });
  setToken(token, { announce: false });
}

/** The page in an admin context; `show(false)` takes the page away and `show(true)` brings it back. */
function renderPage() {
  const providers = {
    authProvider: createAuthProvider(findResource),
    dataProvider: createDataProvider(resources),
    i18nProvider,
    store: memoryStore(),
  };
  const tree = (page: boolean) => (
    <AdminContext {...providers}>
      {page && <ArticleListPage />}
      <Notification />
    </AdminContext>
  );
  const view = render(tree(true));
  return { show: (page: boolean) => view.rerender(tree(page)) };
}

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  store.reset();
});
afterEach(() => clearToken());
afterAll(() => server.close());

describe('Article List', () => {
  it('pages by 20, sorts by id (select and header) and sets the status locally', async () => {
    await signInAs('admin');
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Article List' });
    await waitFor(() => expect(rows(table)).toHaveLength(20));
    expect(screen.getByTestId('pager-total')).toHaveTextContent('Total 100');
    // No selection column: the id is the first cell, the status the seventh.
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(cells(rows(table)[0])[0]).toHaveTextContent(/^1$/);

    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'ID Descending' }));
    await waitFor(() => expect(cells(rows(table)[0])[0]).toHaveTextContent(/^100$/));
    await user.click(within(table).getByRole('button', { name: /^Sort by id/i }));
    await waitFor(() => expect(cells(rows(table)[0])[0]).toHaveTextContent(/^1$/));
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('ID Ascending');

    // The status buttons follow the spec's rules and change the row here only.
    const row = rows(table)[0];
    const status = () => cells(row)[6];
    const before = status().textContent;
    const [shown, hidden] = before === 'published' ? ['Draft', 'Publish'] : ['Publish', 'Draft'];
    expect(within(row).queryByRole('button', { name: hidden })).toBeNull();
    await user.click(within(row).getByRole('button', { name: shown }));
    expect(await screen.findByText('操作Success')).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent(shown === 'Draft' ? 'draft' : 'published'));
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    // Notices show one at a time: this one follows the first (2000 ms).
    const notice = (await screen.findByText('Delete Successfully', undefined, { timeout: 5000 })).closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('Success');
    await waitFor(() => expect(status()).toHaveTextContent('deleted'));
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect((await store.articles.get(Number(cells(row)[0].textContent)))?.status).toBe(before);
  }, 60_000);

  it('filters, shows the reviewer and the readings, and keeps its state for the next visit', async () => {
    await signInAs('admin');
    const user = userEvent.setup();
    const view = renderPage();
    const table = await screen.findByRole('table', { name: 'Article List' });
    await waitFor(() => expect(rows(table)).toHaveLength(20));

    // The reviewer column on demand (after the author: the readings become the seventh cell).
    expect(within(table).queryByRole('columnheader', { name: 'Reviewer' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'reviewer' }));
    expect(await within(table).findByRole('columnheader', { name: 'Reviewer' })).toBeInTheDocument();

    // The filter bar: title, importance, type ('Japan(JP)'), each sent to the API.
    // (jsdom knows no <search> role: found by its label.)
    const filters = document.querySelector<HTMLElement>('search[aria-label="Filters"]') as HTMLElement;
    expect([...filters.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Title', 'Imp', 'Type']);
    await user.click(within(filters).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Japan(JP)' }));
    await waitFor(() => expect(Number(screen.getByTestId('pager-total').textContent?.replace(/\D/g, ''))).toBeLessThan(100));
    for (const shown of rows(table)) expect(shown).toHaveTextContent('Japan');

    // The readings open the reading statistics.
    await user.click(within(cells(rows(table)[1])[6]).getByRole('button'));
    const pv = await screen.findByRole('dialog', { name: 'Reading statistics' });
    await waitFor(() => expect(within(pv).getAllByRole('row')).toHaveLength(5));

    // The list keeps its filters and sort in the store: a visit away and back finds them.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'ID Descending' }));
    const firstId = () => Number(cells(rows(screen.getByRole('table', { name: 'Article List' }))[0])[0].textContent);
    await waitFor(() => expect(firstId()).toBeGreaterThan(Number(cells(rows(table).at(-1) as HTMLElement)[0].textContent)));
    const highest = firstId();
    view.show(false);
    expect(screen.queryByRole('table')).toBeNull();
    view.show(true);
    await screen.findByRole('table', { name: 'Article List' });
    await waitFor(() => expect(firstId()).toBe(highest));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Japan(JP)');
  }, 60_000);

  it('creates with the spec texts and the creation fields, prepends the row, and edits it in place', async () => {
    await signInAs('editor');
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Article List' });
    await waitFor(() => expect(rows(table)).toHaveLength(20));

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create' });
    await user.click(within(dialog).getByLabelText(/^Title( \*)?$/));
    // A bare tab through says nothing; the submit names what is missing.
    await user.tab();
    expect(within(dialog).queryByText('title is required')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('type is required')).toBeInTheDocument();
    expect(within(dialog).getByText('title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Importance')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    const statuses = await screen.findByRole('listbox');
    expect(within(statuses).queryByRole('option', { name: 'deleted' })).toBeNull();
    await user.click(within(statuses).getByRole('option', { name: 'draft' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'USA' }));
    await user.type(within(dialog).getByLabelText(/^Title( \*)?$/), 'A unit article');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create' })).toBeNull());
    expect(await screen.findByText('Created Successfully')).toBeInTheDocument();

    const first = () => rows(table)[0];
    await waitFor(() => expect(first()).toHaveTextContent('A unit article'));
    expect(rows(table)).toHaveLength(21);
    const id = Number(cells(first())[0].textContent);
    expect(id).toBeGreaterThanOrEqual(1024);
    expect(id).toBeLessThanOrEqual(1124);
    expect(await store.articles.get(id)).toMatchObject({ author: 'editor', pageviews: 0, platforms: ['a-platform'], type: 'US', status: 'draft' });
    expect(cells(first())[3]).toHaveTextContent('editor');

    await user.click(within(first()).getByRole('button', { name: 'A unit article' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit' });
    expect(within(edit).queryByText('title is required')).toBeNull();
    const title = within(edit).getByLabelText(/^Title( \*)?$/);
    await user.clear(title);
    await user.type(title, 'A unit article, edited');
    await user.click(within(edit).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Update Successfully')).toBeInTheDocument();
    await waitFor(() => expect(first()).toHaveTextContent('A unit article, edited'));
    expect((await store.articles.get(id))?.title).toBe('A unit article, edited');
  }, 60_000);
});
