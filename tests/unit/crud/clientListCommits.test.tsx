/**
 * A keystroke in a client list's quick search is one React commit (the input is
 * uncontrolled, the table follows in a transition), a page or sort change is one commit of the
 * table, and the whole list is let go when the view unmounts.
 */
import { Profiler } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../../src/config';
import { ResourceList } from '../../../src/crud/ResourcePage';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import type { ResourceSchema } from '../../../src/kernel/types';

const widget: ResourceSchema = {
  name: 'widget',
  label: 'Widgets',
  endpoints: { list: { method: 'GET', path: '/widget/all' } },
  list: { kind: 'client' },
  sort: { field: 'id', order: 'ASC' },
  fields: [
    { source: 'id', label: 'Id', type: 'number' },
    { source: 'code', label: 'Code', type: 'text' },
  ],
};

const rows = Array.from({ length: 500 }, (_, index) => ({ id: index + 1, code: `W-${String(index + 1).padStart(3, '0')}` }));
const server = setupServer(http.get('*/widget/all', () => HttpResponse.json({ code: '00000', data: rows })));

beforeAll(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('client list commits', () => {
  it('one commit per keystroke, page change and sort; the list is released on unmount', { timeout: 60_000 }, async () => {
    const provider = createDataProvider([widget]);
    const commits = vi.fn();
    const view = render(
      <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
        <Profiler id="list" onRender={commits}>
          <ResourceList schema={widget} />
        </Profiler>
      </AdminContext>,
    );
    const table = await screen.findByRole('table', { name: 'Widgets' });
    await within(table).findByText('W-001');
    await waitFor(() => expect(provider.cachedResources()).toEqual(['widget']));
    // Let the store write and any late updates settle.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

    // The table's body changes in one commit per interaction (one batch of DOM mutations). MUI adds
    // small commits of its own around it: the pager's layout update when the number of pages
    // changes, and the text field's 'filled' flag on the first character; never the table.
    const body = table.querySelector('tbody') as HTMLTableSectionElement;
    let batches = 0;
    const observer = new MutationObserver(() => {
      batches += 1;
    });
    observer.observe(body, { subtree: true, childList: true, characterData: true });
    const expectOneTableCommit = (smallCommits = 2) => {
      expect(batches).toBe(1);
      expect(commits.mock.calls.length).toBeLessThanOrEqual(1 + smallCommits);
      batches = 0;
    };

    const search = screen.getByRole('textbox', { name: 'Search' });
    commits.mockClear();
    await act(async () => {
      fireEvent.change(search, { target: { value: 'W-01' } });
    });
    expect(within(table).getByText('W-010')).toBeInTheDocument();
    expect(within(table).queryByText('W-001')).not.toBeInTheDocument();
    // The first character also flips the list's 'filtered' state (react-admin's list context).
    expectOneTableCommit(3);

    commits.mockClear();
    await act(async () => {
      fireEvent.change(search, { target: { value: 'W-015' } });
    });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expectOneTableCommit();

    await act(async () => {
      fireEvent.change(search, { target: { value: '' } });
    });
    batches = 0;
    commits.mockClear();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    });
    expect(within(table).getByText('W-011')).toBeInTheDocument();
    expectOneTableCommit();

    commits.mockClear();
    await act(async () => {
      fireEvent.click(within(table).getByRole('button', { name: /code/i }));
    });
    expectOneTableCommit();

    observer.disconnect();
    view.unmount();
    expect(provider.cachedResources()).toEqual([]);
  });
});
