// @vitest-environment node
/**
 * Saved list views (/api/_views/<resource>) on the store TEST_STORE names (memory, sqlite,
 * postgres): CRUD, per-user isolation, sharing with roles, the one default, caps and bad input.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { VIEW_NAME_MAX, VIEW_STATE_MAX_BYTES, VIEWS_PER_USER_MAX, type ListView, type ListViewState } from '../../../src/kernel/http/views';
import { call, login, setupMockApi } from './client';

setupMockApi();

const state = (over: Partial<ListViewState> = {}): ListViewState => ({
  filter: { userName: 'alice' },
  sort: { field: 'sendName', order: 'DESC' },
  perPage: 20,
  columns: ['sendName', 'userName'],
  ...over,
});

let admin = '';
let editor = '';
let alice = '';
beforeEach(async () => {
  [admin, editor, alice] = await Promise.all([login('admin'), login('editor'), login('alice')]);
});

const create = (token: string, body: unknown, resource = 'sendName') => call<ListView>(`/_views/${resource}`, { method: 'POST', token, body });
const list = (token: string, resource = 'sendName') => call<ListView[]>(`/_views/${resource}`, { token });

describe('saved views', () => {
  it('creates, lists, changes and deletes a view of its owner', async () => {
    const made = await create(editor, { name: ' Mine ', state: state() });
    expect(made.code).toBe('00000');
    expect(made.data).toMatchObject({ name: 'Mine', resource: 'sendName', isDefault: false, sharedWith: [], mine: true, state: state() });
    expect((await list(editor)).data.map((view) => view.name)).toEqual(['Mine']);

    const changed = await call<ListView>(`/_views/sendName/${made.data.id}`, { method: 'PUT', token: editor, body: { name: 'Renamed', state: state({ perPage: 50 }) } });
    expect(changed.data).toMatchObject({ name: 'Renamed', state: { perPage: 50 } });
    expect((await list(editor)).data[0]?.state.perPage).toBe(50);

    expect((await call(`/_views/sendName/${made.data.id}`, { method: 'DELETE', token: editor })).code).toBe('00000');
    expect((await list(editor)).data).toEqual([]);
  });

  it("keeps each user's views to themselves", async () => {
    const made = await create(editor, { name: 'Private', state: state() });
    expect((await list(alice)).data).toEqual([]);
    // Another user's view answers as if it did not exist.
    expect((await call(`/_views/sendName/${made.data.id}`, { method: 'PUT', token: alice, body: { name: 'Taken' } })).code).toBe('40400');
    expect((await call(`/_views/sendName/${made.data.id}`, { method: 'DELETE', token: alice })).code).toBe('40400');
    // The same name is free for another user.
    expect((await create(alice, { name: 'Private', state: state() })).code).toBe('00000');
    // An admin may change or delete anyone's view.
    expect((await call<ListView>(`/_views/sendName/${made.data.id}`, { method: 'PUT', token: admin, body: { name: 'Fixed' } })).data.mine).toBe(true);
    expect((await call(`/_views/sendName/${made.data.id}`, { method: 'DELETE', token: admin })).code).toBe('00000');
  });

  it('shares a view with roles, set by an admin only', async () => {
    const refused = await create(editor, { name: 'Team', state: state(), sharedWith: ['editor'] });
    expect(refused).toMatchObject({ status: 403, code: '40300' });
    const own = await create(editor, { name: 'Own', state: state() });
    expect((await call(`/_views/sendName/${own.data.id}`, { method: 'PUT', token: editor, body: { sharedWith: ['visitor'] } })).code).toBe('40300');

    const shared = await create(admin, { name: 'Team', state: state(), sharedWith: ['editor'] });
    expect(shared.data.sharedWith).toEqual(['editor']);
    const seen = (await list(alice)).data;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ name: 'Team', mine: false, ownerId: 1 });
    // Seen, not changed: 40300 (not 40400) for a view shared with one's role.
    expect((await call(`/_views/sendName/${shared.data.id}`, { method: 'PUT', token: alice, body: { name: 'Mine now' } })).code).toBe('40300');
    expect((await call(`/_views/sendName/${shared.data.id}`, { method: 'DELETE', token: alice })).code).toBe('40300');
    // A role it is not shared with does not see it.
    await create(admin, { name: 'Visitors', state: state(), sharedWith: ['visitor'] });
    expect((await list(alice)).data.map((view) => view.name)).toEqual(['Team']);
    // Unsharing hides it again.
    await call(`/_views/sendName/${shared.data.id}`, { method: 'PUT', token: admin, body: { sharedWith: [] } });
    expect((await list(alice)).data).toEqual([]);
  });

  it('keeps at most one default per user and resource', async () => {
    const first = await create(editor, { name: 'First', state: state(), isDefault: true });
    const second = await create(editor, { name: 'Second', state: state(), isDefault: true });
    const others = await create(alice, { name: 'Alice', state: state(), isDefault: true });
    const defaults = (token: string) => list(token).then((answer) => answer.data.filter((view) => view.isDefault).map((view) => view.name));
    expect(await defaults(editor)).toEqual(['Second']);
    await call(`/_views/sendName/${first.data.id}`, { method: 'PUT', token: editor, body: { isDefault: true } });
    expect(await defaults(editor)).toEqual(['First']);
    await call(`/_views/sendName/${first.data.id}`, { method: 'PUT', token: editor, body: { isDefault: false } });
    expect(await defaults(editor)).toEqual([]);
    expect(await defaults(alice)).toEqual(['Alice']);
    expect(second.data.id).not.toBe(others.data.id);
  });

  it('refuses a taken name, bad state and too many views', async () => {
    await create(editor, { name: 'One', state: state() });
    const bad: Array<[unknown, RegExp]> = [
      [{ name: 'One', state: state() }, /already have a view named "One"/],
      [{ name: '', state: state() }, /name must be 1 to/],
      [{ name: 'x'.repeat(VIEW_NAME_MAX + 1), state: state() }, /name must be 1 to/],
      [{ name: 'No state' }, /state must be an object/],
      [{ name: 'Sort', state: state({ sort: { field: 'nope', order: 'ASC' } }) }, /sort.field "nope"/],
      [{ name: 'Order', state: { ...state(), sort: { field: 'id', order: 'UP' } } }, /sort must be/],
      [{ name: 'Cols', state: state({ columns: ['sendName', 'secret'] }) }, /"secret" is not a field/],
      [{ name: 'Twice', state: state({ columns: ['sendName', 'sendName'] }) }, /twice/],
      [{ name: 'Page', state: state({ perPage: 0 }) }, /perPage/],
      [{ name: 'Big', state: state({ filter: { q: 'x'.repeat(VIEW_STATE_MAX_BYTES) } }) }, /too large/],
      [{ name: 'Default', state: state(), isDefault: 'yes' }, /isDefault/],
    ];
    for (const [body, message] of bad) {
      const answer = await create(editor, body);
      expect(answer.code, JSON.stringify(body).slice(0, 80)).toBe('40001');
      expect(answer.message).toMatch(message);
    }
    const rename = await create(editor, { name: 'Two', state: state() });
    expect((await call(`/_views/sendName/${rename.data.id}`, { method: 'PUT', token: editor, body: { name: 'One' } })).code).toBe('40001');
    for (let index = 2; index < VIEWS_PER_USER_MAX; index += 1) await create(editor, { name: `View ${index}`, state: state() });
    expect((await list(editor)).data).toHaveLength(VIEWS_PER_USER_MAX);
    expect((await create(editor, { name: 'Over', state: state() })).code).toBe('40900');
    // The cap is per resource: another list still takes views.
    expect((await create(editor, { name: 'Other list', state: { ...state(), filter: {}, sort: { field: 'title', order: 'ASC' }, columns: ['title'] } }, 'article')).code).toBe('00000');
  });

  it('needs a resource the user may read, and a session', async () => {
    expect((await list(editor, 'nothing')).code).toBe('40400');
    // packageConf is admin only.
    expect((await list(editor, 'packageConf')).code).toBe('40300');
    expect((await create(editor, { name: 'P', state: state({ columns: ['name'], sort: { field: 'id', order: 'ASC' } }) }, 'packageConf')).code).toBe('40300');
    expect((await create(admin, { name: 'P', state: state({ filter: {}, columns: ['name'], sort: { field: 'id', order: 'ASC' } }) }, 'packageConf')).code).toBe('00000');
    expect((await call('/_views/sendName')).code).toBe(50008);
    const mine = await create(editor, { name: 'Here', state: state() });
    // A view is reached under its own resource only.
    expect((await call(`/_views/article/${mine.data.id}`, { method: 'DELETE', token: editor })).code).toBe('40400');
    expect((await call('/_views/sendName/abc', { method: 'DELETE', token: editor })).code).toBe('40001');
  });
});

describe('the OpenAPI document', () => {
  it('documents the views endpoints from the endpoint table', async () => {
    const response = await fetch('http://localhost/api/openapi.json', { headers: { Token: admin } });
    const document = (await response.json()) as { paths: Record<string, Record<string, { summary?: string }>> };
    expect(Object.keys(document.paths['/_views/{resource}'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/_views/{resource}/{id}'] ?? {}).sort()).toEqual(['delete', 'put']);
    expect(document.paths['/_views/{resource}']?.post?.summary).toBe('Save a view of a list');
  });
});
