/**
 * The engine's keys of what a page does with its rows: actions (row/toolbar/bulk; link, api,
 * dialog, handler; confirm, success, failure, visibleWhen, roles), toolbar extensions, bulk delete
 * and bulkDelete, export (columns, field export, roles, CSV) and the show drawer.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { disarmedText } from '../../../src/crud/batch/importFile';
import { toCsv } from '../../../src/crud/export/exportTable';
import { api, callsTo, findTable, gizmo, renderEngine, rowOf, setupEngineApi } from './engineFixture';

setupEngineApi();

afterEach(() => vi.restoreAllMocks());

type User = ReturnType<typeof renderEngine>['user'];

const titleColumn = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2]?.textContent);

async function select(user: User, table: HTMLElement, ...titles: string[]) {
  for (const title of titles) await user.click(within(rowOf(table, title)).getByRole('checkbox'));
}

async function confirmWarning(user: User, text: string) {
  const warning = await screen.findByRole('dialog', { name: 'Warning' });
  expect(warning).toHaveTextContent(text);
  await user.click(within(warning).getByRole('button', { name: 'Confirm' }));
}

describe('row actions', () => {
  it('visibleWhen shows an action on the matching rows only; roles hide one from other roles', async () => {
    const { unmount } = renderEngine({ roles: ['editor'] });
    let table = await findTable();
    const buttons = (title: string) => within(rowOf(table, title)).queryByRole('button', { name: 'Unblock' });
    expect(buttons('Bravo')).not.toBeNull();
    expect(buttons('Delta')).not.toBeNull();
    expect(buttons('Alpha')).toBeNull();
    expect(buttons('Charlie')).toBeNull();
    expect(within(table).queryAllByRole('button', { name: 'Audit' })).toHaveLength(0);
    unmount();
    renderEngine({ roles: ['auditor'] });
    table = await findTable();
    expect(within(table).getAllByRole('button', { name: 'Audit' })).toHaveLength(4);
  });

  it('api: asks with its confirm, sends the request, says its success and refreshes the list', async () => {
    const { user } = renderEngine();
    const table = await findTable();
    await user.click(within(rowOf(table, 'Bravo')).getByRole('button', { name: 'Unblock' }));
    await confirmWarning(user, 'Unblock Bravo?');
    await waitFor(() => expect(callsTo('POST', '/kt-gizmo/unblock/2')).toHaveLength(1));
    expect(callsTo('POST', '/kt-gizmo/unblock/2')[0].body).toEqual({ id: 2, status: 0 });
    expect(await screen.findByText('Unblocked Bravo')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, 'Bravo')).getByText('Active')).toBeInTheDocument());
  });

  it("link: navigates to its path with the record's values", async () => {
    const locations: string[] = [];
    const { user } = renderEngine({ onLocation: (path) => locations.push(path) });
    const table = await findTable();
    await user.click(within(rowOf(table, 'Delta')).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(locations.at(-1)).toBe('/gizmo/4/page'));
  });

  it('handler: the registered handler runs with its args and patches the row; its text is the notice', async () => {
    const { user } = renderEngine();
    const table = await findTable();
    const calls = api.calls.length;
    await user.click(within(rowOf(table, 'Alpha')).getByRole('button', { name: 'Star' }));
    expect(await within(table).findByText('Alpha!')).toBeInTheDocument();
    expect(await screen.findByText('Starred')).toBeInTheDocument();
    expect(api.calls).toHaveLength(calls);
  });

  it('dialog: opens the registered dialog with the row', async () => {
    const { user } = renderEngine();
    const table = await findTable();
    await user.click(within(rowOf(table, 'Charlie')).getByRole('button', { name: 'Inspect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inspect gizmo' });
    expect(dialog).toHaveTextContent('Inspecting Charlie');
  });
});

describe('toolbar', () => {
  it('renders the named extension and the toolbar actions; an api action says its success or its failure', async () => {
    const { user } = renderEngine();
    await findTable();
    expect(screen.getByTestId('kt-toolbar')).toHaveTextContent('Extension of gizmo');
    await user.click(screen.getByRole('button', { name: 'Sync all' }));
    expect(await screen.findByText('Synced')).toBeInTheDocument();
    expect(callsTo('POST', '/kt-gizmo/sync')).toHaveLength(1);
    api.fail = { path: '/kt-gizmo/sync', message: 'Service busy' };
    await user.click(screen.getByRole('button', { name: 'Sync all' }));
    expect(await screen.findByText('Sync failed: Service busy')).toBeInTheDocument();
  });
});

describe('bulk', () => {
  it("bulk delete asks with the resource's text and deletes exactly the selected rows", async () => {
    const { user } = renderEngine();
    const table = await findTable();
    await select(user, table, 'Bravo', 'Charlie');
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await confirmWarning(user, 'Remove these 2 gizmos for good?');
    await waitFor(() => expect(titleColumn(table)).toEqual(['Delta', 'Alpha', 'Echo']));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path).sort()).toEqual(['/kt-gizmo/drop/2', '/kt-gizmo/drop/3']);
  });

  it('a bulk action runs on each selected row after its confirm, then says its success', async () => {
    const { user } = renderEngine();
    const table = await findTable();
    await select(user, table, 'Delta', 'Alpha');
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await confirmWarning(user, 'Archive 2 gizmos?');
    expect(await screen.findByText('Archived')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/kt-gizmo/archive/')).map((call) => call.path).sort()).toEqual([
      '/kt-gizmo/archive/1',
      '/kt-gizmo/archive/4',
    ]);
  });

  it('bulkDelete: false offers no bulk delete (the selection stays for the other bulk actions)', async () => {
    const { user } = renderEngine({ schema: { ...gizmo, bulkDelete: false } });
    const table = await findTable();
    await select(user, table, 'Delta');
    expect(await screen.findByRole('button', { name: 'Archive' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
  });
});

describe('export', () => {
  /** Captures the CSV a download would save. */
  function captureDownloads() {
    const files: Array<{ name: string; blob: Blob }> = [];
    let last: Blob | undefined;
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => ((last = blob), 'blob:kt')), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (last) files.push({ name: this.download, blob: last });
    });
    return files;
  }
  const csvOf = async (blob: Blob) => (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');

  it("writes the export columns (listed or export: true, not export: false nor passwords) of every row in the list's order, as stored, under sources and labels", async () => {
    const files = captureDownloads();
    const { user } = renderEngine();
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('gizmos.csv');
    const lines = await csvOf(files[0].blob);
    expect(lines[0]).toBe('id,title,serialCode,status,price,ratio,stars,ownerName,startAt,audit,internalCode');
    expect(lines[1]).toBe('Id,Title of gizmo,Serial code,Status,Price,Ratio,Stars,Owner name,Starts,Audit note,Internal code');
    // Choice ids, and the epoch start as ISO 8601: what the import reads back.
    expect(lines.slice(2)).toEqual([
      '4,Delta,DE-4,1,99,,5,Bob,2024-07-20T18:30:00.000Z,,',
      '2,Bravo,BR-2,1,40,0.5,1,Bob,2024-02-01T09:00:00.000Z,audited-2,INT-2',
      '1,Alpha,AL-1,0,12.5,0.125,3,Alice,2024-05-06T07:08:00.000Z,audited-1,INT-1',
      '3,Charlie,CH-3,0,7,,2,Alice,2024-03-15T12:00:00.000Z,,',
      '5,Echo,EC-5,0,3,,0,Alice,2023-12-31T23:00:00.000Z,,',
    ]);
  });

  it('export.columns picks and orders the columns (still by role); raw leaves out the label row', async () => {
    const files = captureDownloads();
    const { user } = renderEngine({
      roles: ['editor'],
      schema: { ...gizmo, export: { columns: ['status', 'title', 'audit', 'startAt'], raw: true, formats: ['csv'] } },
    });
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('gizmo.csv');
    const lines = await csvOf(files[0].blob);
    expect(lines.slice(0, 3)).toEqual(['status,title,startAt', '1,Delta,2024-07-20T18:30:00.000Z', '1,Bravo,2024-02-01T09:00:00.000Z']);
  });

  it('exports the selected rows only; a field the role may not view is no column', async () => {
    const files = captureDownloads();
    const { user } = renderEngine({ roles: ['editor'] });
    const table = await findTable();
    await select(user, table, 'Alpha', 'Delta');
    await user.click(screen.getByRole('button', { name: 'Export selected' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = await csvOf(files[0].blob);
    expect(lines[0]).not.toContain('Audit note');
    // (In the order the rows were loaded, not as sorted on screen.)
    expect(lines.slice(2).map((line) => line.split(',')[1]).sort()).toEqual(['Alpha', 'Delta']);
  });

  it('toCsv quotes commas, quotes and line breaks, and disarms formulas', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 42], ['=SUM(A1)', '+1', '-2', '@cmd']])).toBe(
      '"a,b","say ""hi""","two\nlines",42\r\n\'=SUM(A1),\'+1,\'-2,\'@cmd',
    );
    expect(toCsv([['=1,2']])).toBe('"\'=1,2"');
    // Quotes before a formula get one more, so that the import takes exactly one off.
    expect(toCsv([["'=x", "'plain"]])).toBe("''=x,'plain");
    expect(["''=x", "'=SUM(A1)", "'plain", "'-2"].map(disarmedText)).toEqual(["'=x", '=SUM(A1)', "'plain", '-2']);
  });
});

describe('show drawer', () => {
  it('lists the fields one may see, with visibleWhen on the record, show: false and passwords left out', async () => {
    const { user } = renderEngine();
    const table = await findTable();
    await user.click(within(rowOf(table, 'Bravo')).getByRole('button', { name: 'Show' }));
    const drawer = await screen.findByRole('dialog', { name: 'Gizmo details' });
    const terms = () => Array.from(drawer.querySelectorAll('dt')).map((term) => term.textContent);
    expect(terms()).toEqual([
      'Id', 'Title of gizmo', 'Serial code', 'Status', 'Price', 'Ratio', 'Stars', 'Owner', 'Owner name', 'Starts', 'Quota', 'Locked',
      'Contact', 'Homepage', 'Block reason', 'Block note', 'Audit note', 'Discount', 'Internal code',
    ]);
    expect(drawer).toHaveTextContent('Call first');
    expect(within(drawer).getByText('Blocked')).toBeInTheDocument(); // its cell
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gizmo details' })).toBeNull());

    await user.click(within(rowOf(table, 'Alpha')).getByRole('button', { name: 'Show' }));
    const alpha = await screen.findByRole('dialog', { name: 'Gizmo details' });
    expect(Array.from(alpha.querySelectorAll('dt')).map((term) => term.textContent)).not.toContain('Block note');
  });
});
