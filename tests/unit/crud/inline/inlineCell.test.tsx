/**
 * Inline edit in the generic list (a resource's `inlineEdit`): a double click or Enter opens the
 * field's own input in the cell; Enter saves through the update endpoint, Escape cancels, an
 * unchanged value calls nobody, a refusal stays on the open input with what was typed; the arrow
 * keys move between cells, one of which is the grid's tab stop.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldSchema, ResourceSchema } from '../../../../src/kernel/types';
import { api, callsTo, findTable, gizmo, headerTexts, renderEngine, rowOf, server, setupEngineApi } from '../engineFixture';

setupEngineApi();
// The editor loads at the first opening; in jsdom its first transform takes longer than a findBy waits.
beforeAll(() => import('../../../../src/crud/inline/InlineEditor'), 60_000);

const HINT = 'Double click or press Enter to edit';

const tweak: Record<string, Partial<FieldSchema>> = {
  price: { inlineEdit: false },
  memo: { roles: { edit: ['admin'] } },
};
const inline: ResourceSchema = { ...gizmo, inlineEdit: true, fields: gizmo.fields.map((field) => ({ ...field, ...tweak[field.source] })) };

/** The focusable part of a body cell, by row text and column header. */
function cellOf(table: HTMLElement, rowText: string, header: string): HTMLElement {
  const index = headerTexts(table).indexOf(header);
  const cell = within(rowOf(table, rowText)).getAllByRole('cell')[index]?.querySelector<HTMLElement>('[data-inline-cell]');
  if (!cell) throw new Error(`No inline cell '${header}' in the row of '${rowText}'`);
  return cell;
}

async function openTitle(table: HTMLElement, user: ReturnType<typeof renderEngine>['user']) {
  await user.dblClick(cellOf(table, 'Alpha', 'Title of gizmo'));
  return within(table).findByRole('textbox', { name: 'Title of gizmo' });
}

describe('inline edit of a list cell', () => {
  it('says which cells are editable; the others do not open', async () => {
    const { user } = renderEngine({ schema: inline, roles: ['editor'] });
    const table = await findTable();
    expect(cellOf(table, 'Alpha', 'Title of gizmo')).toHaveAccessibleDescription(HINT);
    for (const header of ['Id', 'Serial code', 'Price', 'Stars', 'Memo']) {
      const cell = cellOf(table, 'Alpha', header);
      expect(cell).not.toHaveAccessibleDescription(HINT);
      await user.dblClick(cell);
      cell.focus();
      await user.keyboard('{Enter}');
    }
    // The editable cell opens: by then, any of the others would have opened too.
    await openTitle(table, user);
    expect(within(table).getAllByRole('textbox')).toHaveLength(1);
  });

  it('Enter saves the typed value through the update endpoint, and the row shows it', async () => {
    const { user } = renderEngine({ schema: inline });
    const table = await findTable();
    const input = await openTitle(table, user);
    expect(input).toHaveValue('Alpha');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Alpine{Enter}');
    await waitFor(() => expect(within(table).queryByRole('textbox')).toBeNull());
    expect(callsTo('PUT', '/kt-gizmo/change').map((call) => call.body)).toEqual([expect.objectContaining({ id: 1, title: 'Alpine', serialCode: 'AL-1' })]);
    // The saved row comes back with the list's refresh: waited for, not read at once (a busy machine drew it a moment later).
    expect(await within(table).findByText('Alpine')).toBeInTheDocument();
    await waitFor(() => expect(cellOf(table, 'Alpine', 'Title of gizmo')).toHaveFocus());
  });

  it('Escape cancels and restores the value; an unchanged value calls nobody', async () => {
    const { user } = renderEngine({ schema: inline });
    const table = await findTable();
    let input = await openTitle(table, user);
    await user.clear(input);
    await user.type(input, 'Gone{Escape}');
    await waitFor(() => expect(within(table).queryByRole('textbox')).toBeNull());
    expect(within(table).getByText('Alpha')).toBeInTheDocument();
    // From the keyboard: Enter opens, Enter on the same value closes.
    const cell = cellOf(table, 'Alpha', 'Title of gizmo');
    cell.focus();
    await user.keyboard('{Enter}');
    input = await within(table).findByRole('textbox', { name: 'Title of gizmo' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(table).queryByRole('textbox')).toBeNull());
    expect(callsTo('PUT', '/kt-gizmo/change')).toHaveLength(0);
  });

  it("a client rule fails at once on the cell; nothing is sent", async () => {
    const { user } = renderEngine({ schema: inline });
    const table = await findTable();
    const input = await openTitle(table, user);
    await user.clear(input);
    await user.type(input, 'Al{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('Title needs 3 letters')));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('PUT', '/kt-gizmo/change')).toHaveLength(0);
  });

  it("the server's refusal shows on the cell and keeps the typed value in the open input", async () => {
    server.use(
      http.put('*/kt-gizmo/change', () =>
        HttpResponse.json({ code: '40001', message: 'Invalid', data: null, errors: { title: { message: 'Taken by %{other}', args: { other: 'Bravo' } } } }),
      ),
    );
    const { user } = renderEngine({ schema: inline });
    const table = await findTable();
    const input = await openTitle(table, user);
    await user.clear(input);
    await user.type(input, 'Bravo{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('Taken by Bravo')));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('Bravo');
    expect(api.gizmos.find((row) => row.id === 1)?.title).toBe('Alpha');
  });

  it('a refusal without field errors (40300) shows its message on the cell', async () => {
    server.use(http.put('*/kt-gizmo/change', () => HttpResponse.json({ code: '40300', message: 'Not yours to change', data: null })));
    const { user } = renderEngine({ schema: inline });
    const table = await findTable();
    const input = await openTitle(table, user);
    await user.type(input, 'x{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('Not yours to change')));
    expect(input).toHaveValue('Alphax');
  });

  it('the grid is one tab stop; the arrow keys move along the row and the column', async () => {
    const { user } = renderEngine({ schema: inline });
    const table = await findTable();
    await waitFor(() => expect(table.querySelectorAll('[data-inline-cell][tabindex="0"]')).toHaveLength(1));
    const title = cellOf(table, 'Alpha', 'Title of gizmo');
    fireEvent.focus(title);
    title.focus();
    await user.keyboard('{ArrowRight}');
    expect(cellOf(table, 'Alpha', 'Serial code')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cellOf(table, 'Alpha', 'Id')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cellOf(table, 'Charlie', 'Id')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(cellOf(table, 'Bravo', 'Id')).toHaveFocus();
    expect(table.querySelectorAll('[data-inline-cell][tabindex="0"]')).toHaveLength(1);
    expect(cellOf(table, 'Bravo', 'Id')).toHaveAttribute('tabindex', '0');
  });

  it('Tab from an open input saves and moves to the next cell', async () => {
    const { user } = renderEngine({ schema: inline });
    const table = await findTable();
    const input = await openTitle(table, user);
    await user.type(input, '!');
    await user.tab();
    await waitFor(() => expect(cellOf(table, 'Alpha!', 'Serial code')).toHaveFocus());
    expect(callsTo('PUT', '/kt-gizmo/change')).toHaveLength(1);
  });

  it('a choice saves once it is made (its Enter belongs to the menu)', async () => {
    const { user } = renderEngine({ schema: inline });
    const table = await findTable();
    await user.dblClick(cellOf(table, 'Alpha', 'Status'));
    const select = await within(table).findByRole('combobox', { name: 'Status' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Blocked' }));
    await waitFor(() => expect(within(table).queryByRole('combobox')).toBeNull());
    expect(callsTo('PUT', '/kt-gizmo/change').map((call) => call.body)).toEqual([expect.objectContaining({ id: 1, status: 1 })]);
  });

  it('a list without inlineEdit has no focusable cells', async () => {
    renderEngine({ schema: gizmo });
    const table = await findTable();
    expect(table.querySelector('[data-inline-cell]')).toBeNull();
  });
});
