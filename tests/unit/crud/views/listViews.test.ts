/** The column, address, view and export logic of a generated list (src/crud/views). */
import { describe, expect, it, vi } from 'vitest';
import type { FieldSchema, ResourceSchema } from '../../../../src/kernel/types';
import { columnChoices, moveColumn, shownColumnSources, toggleColumn } from '../../../../src/crud/views/columns';
import { everythingExportFields, viewExportFields } from '../../../../src/crud/views/exportScope';
import { listUrlSearch, parseListUrl } from '../../../../src/crud/views/listUrl';
import { applyViewState, currentViewState, rolesOf } from '../../../../src/crud/views/viewState';

const field = (source: string, extra: Partial<FieldSchema> = {}) => ({ source, type: 'text', ...extra }) as FieldSchema;
const schema = {
  name: 'gizmo',
  fields: [
    field('id', { type: 'number' }),
    field('title'),
    field('memo', { list: 'hidden' }),
    field('secret', { type: 'password' }),
    field('note', { list: false }),
    field('cost', { roles: { view: ['admin'] } }),
    field('code', { list: 'hidden', export: false }),
  ],
} as unknown as ResourceSchema;
const editorSees = (candidate: FieldSchema) => !candidate.roles?.view;
const adminSees = () => true;

describe('columns', () => {
  it('offers listed and hidden fields the user may view, never passwords nor list: false', () => {
    expect(columnChoices(schema, editorSees).map((choice) => choice.source)).toEqual(['id', 'title', 'memo', 'code']);
    expect(columnChoices(schema, adminSees).map((choice) => choice.source)).toEqual(['id', 'title', 'memo', 'cost', 'code']);
  });

  it("shows the file's order by default, a stored order as it is, and an old list of hidden fields beside the defaults", () => {
    expect(shownColumnSources(schema, editorSees, [])).toEqual(['id', 'title']);
    expect(shownColumnSources(schema, editorSees, ['memo', 'title'])).toEqual(['memo', 'title']);
    expect(shownColumnSources(schema, editorSees, ['memo'])).toEqual(['id', 'title', 'memo']);
    // A column the user may not view, an unknown one or a repeat is dropped.
    expect(shownColumnSources(schema, editorSees, ['cost', 'title', 'nope', 'title', 'secret'])).toEqual(['title']);
    expect(shownColumnSources(schema, adminSees, ['cost', 'title'])).toEqual(['cost', 'title']);
  });

  it('toggles and moves columns, keeping at least one', () => {
    expect(toggleColumn(['id', 'title'], 'memo', true)).toEqual(['id', 'title', 'memo']);
    expect(toggleColumn(['id', 'title'], 'id', false)).toEqual(['title']);
    expect(toggleColumn(['title'], 'title', false)).toEqual(['title']);
    expect(moveColumn(['id', 'title', 'memo'], 'memo', -1)).toEqual(['id', 'memo', 'title']);
    expect(moveColumn(['id', 'title', 'memo'], 'id', 1)).toEqual(['title', 'id', 'memo']);
    expect(moveColumn(['id', 'title'], 'id', -1)).toEqual(['id', 'title']);
    expect(moveColumn(['id', 'title'], 'title', 1)).toEqual(['id', 'title']);
  });
});

describe("the list's address", () => {
  const defaults = { sort: { field: 'id', order: 'ASC' as const }, perPage: 10 };

  it('writes only what differs from the defaults and keeps other keys', () => {
    expect(listUrlSearch('', { filter: {}, sort: defaults.sort, page: 1, perPage: 10 }, defaults)).toBe('');
    const search = listUrlSearch('?tab=2&page=9', { filter: { title: 'a', q: 'x', empty: '' }, sort: { field: 'title', order: 'DESC' }, page: 3, perPage: 20 }, defaults);
    const params = new URLSearchParams(search);
    expect(params.get('tab')).toBe('2');
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ title: 'a', q: 'x' });
    expect([params.get('sort'), params.get('order'), params.get('page'), params.get('perPage')]).toEqual(['title', 'DESC', '3', '20']);
  });

  it('reads back what it wrote, and drops what is not well formed', () => {
    const search = listUrlSearch('', { filter: { title: 'a' }, sort: { field: 'title', order: 'DESC' }, page: 2, perPage: 50 }, defaults);
    expect(parseListUrl(search)).toEqual({ filter: { title: 'a' }, sort: { field: 'title', order: 'DESC' }, page: 2, perPage: 50 });
    expect(parseListUrl('')).toBeUndefined();
    expect(parseListUrl('?tab=1')).toBeUndefined();
    expect(parseListUrl('?filter=%7Bbad&page=-1&perPage=100000')).toBeUndefined();
    expect(parseListUrl('?filter=[1]&sort=title')).toEqual({ sort: { field: 'title', order: 'ASC' } });
  });
});

describe('views', () => {
  it('keeps the current state and puts a view back on the list', () => {
    const list = {
      filterValues: { title: 'a', empty: '' },
      sort: { field: 'title', order: 'DESC' as const },
      perPage: 20,
      setFilters: vi.fn(),
      setSort: vi.fn(),
      setPerPage: vi.fn(),
    };
    const state = currentViewState(list, ['title', 'id']);
    expect(state).toEqual({ filter: { title: 'a' }, sort: { field: 'title', order: 'DESC' }, perPage: 20, columns: ['title', 'id'] });
    const setColumns = vi.fn();
    applyViewState(list, { ...state, perPage: 50 }, setColumns);
    expect(list.setFilters).toHaveBeenCalledWith({ title: 'a' }, {}, false);
    expect(list.setSort).toHaveBeenCalledWith({ field: 'title', order: 'DESC' });
    expect(list.setPerPage).toHaveBeenCalledWith(50);
    expect(setColumns).toHaveBeenCalledWith(['title', 'id']);
    expect(rolesOf(' editor, visitor editor ')).toEqual(['editor', 'visitor']);
  });
});

describe('export', () => {
  it('exports the shown columns in their order, or every field the user may view', () => {
    expect(viewExportFields(schema, editorSees, ['title', 'memo', 'cost', 'secret']).map((one) => one.source)).toEqual(['title', 'memo']);
    expect(everythingExportFields(schema, editorSees).map((one) => one.source)).toEqual(['id', 'title', 'memo', 'note']);
    expect(everythingExportFields(schema, adminSees).map((one) => one.source)).toEqual(['id', 'title', 'memo', 'note', 'cost']);
  });
});
