/**
 * The engine's list keys: labels, list/'hidden', sortable, sort, perPage, cells and formats,
 * search/searchable, filters (client and server), field and resource defaults of a server list.
 * Each test fails when its key stops working.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeDay } from './filters/typeDay';
import { api, callsTo, columnTexts, findTable, gizmo, gizmoPage, headerTexts, renderEngine, rowOf, setupEngineApi } from './engineFixture';

setupEngineApi();

const filterBar = () => screen.getByLabelText('Filters');
const titles = (table: HTMLElement) => columnTexts(table, 'Title of gizmo');

async function pick(label: string, option: string, scope: HTMLElement = document.body) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('field labels', () => {
  it("default from resources.<name>.fields.<source>, then a readable form of the source; 'label' wins", async () => {
    renderEngine();
    const table = await findTable();
    const headers = headerTexts(table);
    expect(headers).toContain('Title of gizmo'); // catalogue key resources.gizmo.fields.title
    expect(headers).toContain('Serial code'); // readable fallback of serialCode
    expect(headers).toContain('Owner name'); // its own label
    expect(headers).not.toContain('Title');
  });
});

describe('resource texts', () => {
  it('label defaults from resources.<name>.name; messages.empty replaces the empty text; search: false drops the box', async () => {
    api.gizmos = [];
    renderEngine({ schema: { ...gizmo, name: 'gizmoNamed', label: undefined, search: false, messages: { ...gizmo.messages, empty: 'No gizmos yet' } } });
    expect(await screen.findByText('No gizmos yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Named gizmos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Named gizmos' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
  });
});

describe('list', () => {
  it("false and passwords are no columns; 'hidden' shows only when the store names it", async () => {
    const { unmount } = renderEngine();
    let table = await findTable();
    let headers = headerTexts(table);
    expect(headers).not.toContain('Owner'); // list: false
    expect(headers).not.toContain('Quota');
    expect(headers).not.toContain('Secret'); // a password
    expect(headers).not.toContain('Ratio'); // 'hidden'
    expect(headers).toContain('Memo');
    unmount();

    renderEngine({ store: { 'gizmo.shownColumns': ['ratio'] } });
    table = await findTable();
    headers = headerTexts(table);
    expect(headers).toContain('Ratio');
    // Its percent format: 0.125 with one decimal.
    expect(columnTexts(table, 'Ratio')).toEqual(['', '50.0%', '12.5%', '']);
  });
});

describe('sort, sortable and perPage', () => {
  it('the default sort orders the rows; a header click sorts by that column; sortable: false has no sort button', async () => {
    const { user } = renderEngine();
    const table = await findTable();
    expect(columnTexts(table, 'Price')).toEqual(['$99.00', '$40.00', '$12.50', '$7.00']);
    const sortButton = (header: string) => within(within(table).getByRole('columnheader', { name: new RegExp(header) })).queryByRole('button');
    expect(sortButton('Serial code')).toBeNull();
    expect(sortButton('Memo')).not.toBeNull(); // sortable by default on a client list
    await user.click(sortButton('Title of gizmo') as HTMLElement);
    await waitFor(() => expect(titles(table)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']));
  });

  it('perPage rows per page, the rest on the next page', async () => {
    const { user } = renderEngine();
    const table = await findTable();
    expect(titles(table)).toHaveLength(4);
    expect(screen.getByTestId('pager-total')).toHaveTextContent('Total 5');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('4/page');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(titles(table)).toEqual(['Echo']));
  });
});

describe('cells and formats', () => {
  it('badge (status choices and colours), money, datetime on the epoch wire, and a custom registered cell with options', async () => {
    renderEngine();
    const table = await findTable();
    const bravo = rowOf(table, 'Bravo');
    const badge = within(bravo).getByText('Blocked').closest('.MuiChip-root');
    expect(badge).toHaveClass('MuiChip-colorError');
    expect(within(rowOf(table, 'Alpha')).getByText('Active').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(columnTexts(table, 'Price')).toEqual(['$99.00', '$40.00', '$12.50', '$7.00']);
    expect(columnTexts(table, 'Starts')).toEqual(['2024-07-20 18:30:00', '2024-02-01 09:00:00', '2024-05-06 07:08:00', '2024-03-15 12:00:00']);
    expect(columnTexts(table, 'Stars')).toEqual(['*****', '*', '***', '**']);
  });
});

describe('quick search', () => {
  it('narrows the rows on the searchable fields only', async () => {
    renderEngine();
    const table = await findTable();
    const search = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'CHAR' } });
    await waitFor(() => expect(titles(table)).toEqual(['Charlie']));
    fireEvent.change(search, { target: { value: 'memo-4' } });
    await waitFor(() => expect(titles(table)).toEqual(['Delta']));
    // serialCode is listed but searchable: false.
    fireEvent.change(search, { target: { value: 'DE-4' } });
    expect(await screen.findByText('Nothing matches "DE-4"')).toBeInTheDocument();
  });
});

describe('filters on a client list', () => {
  it('text narrows as you type', async () => {
    const { user } = renderEngine();
    const table = await findTable();
    await user.type(within(filterBar()).getByRole('textbox', { name: 'Title of gizmo' }), 'LPH');
    await waitFor(() => expect(titles(table)).toEqual(['Alpha']));
  });

  it('select narrows to the choice; Clear filters restores', async () => {
    const { user } = renderEngine();
    const table = await findTable();
    await pick('Status', 'Blocked', filterBar());
    await waitFor(() => expect(titles(table)).toEqual(['Delta', 'Bravo']));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(titles(table)).toHaveLength(4));
  });

  it('numberRange keeps the rows between the bounds', async () => {
    renderEngine();
    const table = await findTable();
    const range = within(filterBar()).getByRole('group', { name: 'Price' });
    fireEvent.change(within(range).getByLabelText('Price from'), { target: { value: '10' } });
    fireEvent.change(within(range).getByLabelText('Price to'), { target: { value: '50' } });
    await waitFor(() => expect(titles(table)).toEqual(['Bravo', 'Alpha']));
  });

  it('dateRange keeps the rows between the days typed in the one date format (epoch values compared as dates)', async () => {
    const { user } = renderEngine();
    const table = await findTable();
    const range = within(filterBar()).getByRole('group', { name: 'Starts' });
    const from = await typeDay(user, range, 'Starts from', '20240301');
    expect(from).toHaveTextContent('2024-03-01');
    await waitFor(() => expect(titles(table)).toEqual(['Delta', 'Alpha', 'Charlie']));
    await typeDay(user, range, 'Starts to', '20240506');
    await waitFor(() => expect(titles(table)).toEqual(['Alpha', 'Charlie']));
  });

  it("reference offers the referenced resource's records and narrows to one", async () => {
    renderEngine();
    const table = await findTable();
    await pick('Owner', 'Bob', filterBar());
    await waitFor(() => expect(titles(table)).toEqual(['Delta', 'Bravo']));
  });
});

describe('a server list', () => {
  const lastQuery = () => {
    const calls = callsTo('GET', '/kt-gizmo/page');
    return Object.fromEntries(calls[calls.length - 1].query);
  };

  it('asks the server for the page, the default sort and each filter (with its param); no search box, no sort headers', async () => {
    const { user } = renderEngine({ schema: gizmoPage });
    const table = await findTable('Alpha', 'Gizmo page');
    expect(lastQuery()).toEqual({ page: '1', size: '4', sortField: 'price', sortOrder: 'DESC' });
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Sort by/ })).toBeNull();

    await pick('Status', 'Blocked', filterBar());
    await waitFor(() => expect(lastQuery()).toMatchObject({ state: '1' }));
    await pick('Owner', 'Bob', filterBar());
    await waitFor(() => expect(lastQuery()).toMatchObject({ state: '1', ownerId: '2' }));
    fireEvent.change(within(filterBar()).getByLabelText('Price from'), { target: { value: '10' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ price_gte: '10' }));
    await typeDay(user, filterBar(), 'Starts to', '20240506');
    await waitFor(() => expect(lastQuery()).toMatchObject({ startAt_lte: '2024-05-06 23:59:59' }));
    await user.type(within(filterBar()).getByRole('textbox', { name: 'Title' }), 'al');
    await waitFor(() => expect(lastQuery()).toEqual({
      page: '1', size: '4', sortField: 'price', sortOrder: 'DESC', state: '1', ownerId: '2', price_gte: '10', startAt_lte: '2024-05-06 23:59:59', title_like: 'al',
    }));
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));
  });

  it("takes its texts from the resource name when it has no label ('New Gizmo page')", async () => {
    api.gizmos = api.gizmos.slice(0, 1);
    renderEngine({ schema: gizmoPage });
    await findTable('Alpha', 'Gizmo page');
    expect(screen.getByRole('heading', { name: 'Gizmo page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Gizmo page' })).toBeInTheDocument();
  });
});
