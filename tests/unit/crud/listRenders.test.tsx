/**
 * An interaction with a list re-renders what it changes. Rows are reused by position (the
 * same <tr> shows the next page), so their buttons must act on the record they show now, and state
 * of one record (an action in progress) must not pass to the record that takes its row. The toolbar
 * does not re-render on a page, sort or keystroke.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../../src/config';
import { registerActionHandler, registerToolbarExtension } from '../../../src/crud/actions/registry';
import { ResourceList } from '../../../src/crud/ResourcePage';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import type { ResourceSchema } from '../../../src/kernel/types';

const widget: ResourceSchema = {
  name: 'widgetRenders',
  label: 'Widgets',
  endpoints: {
    list: { method: 'GET', path: '/widget-renders/all' },
    update: { method: 'PUT', path: '/widget-renders/change' },
  },
  list: { kind: 'client' },
  sort: { field: 'id', order: 'ASC' },
  toolbar: ['render-counter'],
  actions: [{ name: 'slow', label: 'Check', placement: 'row', effect: { kind: 'handler', handler: 'slow-check' } }],
  fields: [
    { source: 'id', label: 'Id', type: 'number', edit: false },
    { source: 'code', label: 'Code', type: 'text' },
  ],
};

const rows = Array.from({ length: 50 }, (_, index) => ({ id: index + 1, code: `W-${String(index + 1).padStart(3, '0')}` }));
const server = setupServer(http.get('*/widget-renders/all', () => HttpResponse.json({ code: '00000', data: rows })));

let toolbarRenders = 0;
registerToolbarExtension('render-counter', () => {
  toolbarRenders += 1;
  return null;
});
let finishCheck: (() => void) | undefined;
registerActionHandler('slow-check', () => new Promise<void>((resolve) => (finishCheck = resolve)));

beforeAll(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

async function openList() {
  render(
    <AdminContext dataProvider={createDataProvider([widget])} i18nProvider={i18nProvider} store={memoryStore()}>
      <ResourceList schema={widget} />
    </AdminContext>,
  );
  const table = await screen.findByRole('table', { name: 'Widgets' });
  await within(table).findByText('W-001');
  return table;
}

const firstRow = (table: HTMLElement) => (table.querySelector('tbody') as HTMLTableSectionElement).rows[0];
const nextPage = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Go to next page' })));

describe('list renders', () => {
  it('a page change reuses the rows, and a reused row edits the record it shows', async () => {
    const table = await openList();
    const row = firstRow(table);
    await nextPage();
    expect(within(table).getByText('W-011')).toBeInTheDocument();
    expect(firstRow(table)).toBe(row);
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue('W-011')).toBeInTheDocument();
  });

  it('an action running on one record does not pass to the record that takes its row', async () => {
    const table = await openList();
    fireEvent.click(within(firstRow(table)).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(within(firstRow(table)).getByRole('button', { name: 'Check' })).toBeDisabled());
    await nextPage();
    expect(within(firstRow(table)).getByText('W-011')).toBeInTheDocument();
    expect(within(firstRow(table)).getByRole('button', { name: 'Check' })).toBeEnabled();
    await act(async () => finishCheck?.());
  });

  it('the toolbar is not rendered again by a page change, a sort or a keystroke', async () => {
    const table = await openList();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const before = toolbarRenders;
    await nextPage();
    await act(async () => void fireEvent.click(within(table).getByRole('button', { name: /code/i })));
    await act(async () => void fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'W-02' } }));
    expect(within(table).getByText('W-020')).toBeInTheDocument();
    expect(toolbarRenders).toBe(before);
  });
});
