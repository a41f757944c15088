import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources as builtIns } from '../../../src/kernel/resources/registry';
import { loadRuntime } from '../../../src/shell/runtime/loadRuntime';
import { blacklistFile } from './blacklistFile';

const files: Record<string, unknown> = {};
const server = setupServer(
  http.get('*/resources/:file', ({ params }) => {
    const body = files[String(params.file)];
    if (body === undefined) return new HttpResponse('not found', { status: 404 });
    return typeof body === 'string' ? new HttpResponse(body) : HttpResponse.json(body);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('loading the resource files of config.json', () => {
  it('a good file becomes a conventional, admin-only resource referencing a built-in', async () => {
    files['blacklist.json'] = blacklistFile;
    const load = await loadRuntime(['resources/blacklist.json'], builtIns);
    expect(load.broken).toEqual([]);
    expect(load.files).toHaveLength(1);
    const [file] = load.files;
    expect(file).toMatchObject({ file: 'resources/blacklist.json', conventional: true });
    expect(file?.schema).toMatchObject({ name: 'blacklist', roles: ['admin'], list: { kind: 'server' }, endpoints: { list: { method: 'GET', path: '/blacklist' } } });
    expect(file?.schema).not.toHaveProperty('texts');
    expect(file?.texts.zh).toMatchObject({ resources: { blacklist: { name: '黑名单' } } });
  });

  it('keeps the roles a file gives', async () => {
    files['open.json'] = { ...blacklistFile, name: 'openList', route: { parent: '/permission', path: 'open', name: 'Open' }, roles: ['editor'], texts: undefined, label: 'Open list' };
    const load = await loadRuntime(['resources/open.json'], builtIns);
    expect(load.files[0]?.schema.roles).toEqual(['editor']);
  });

  it('a broken file is set aside, named with each key problem; the good ones stay', async () => {
    const errors = quiet();
    files['blacklist.json'] = blacklistFile;
    files['broken.json'] = {
      ...blacklistFile,
      name: 'greylist',
      route: { parent: '/permission', path: 'greylist', name: 'Greylist' },
      texts: undefined,
      label: 'Greylist',
      fields: [{ source: 'phone', type: 'text', requierd: true }, { source: 'owner', type: 'reference', reference: { resource: 'nobody', optionText: 'x' } }],
    };
    const load = await loadRuntime(['resources/broken.json', 'resources/blacklist.json'], builtIns);
    expect(load.files.map((file) => file.schema.name)).toEqual(['blacklist']);
    expect(load.broken).toHaveLength(1);
    const [broken] = load.broken;
    expect(broken).toMatchObject({ file: 'resources/broken.json', name: 'greylist', route: { parent: '/permission', path: 'greylist' }, roles: ['admin'] });
    // The file's form is checked first: a structural problem stops there.
    expect(broken?.problems.map((problem) => problem.key)).toEqual(['fields.phone.requierd']);
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged).toContainEqual(expect.stringContaining("Resource file resources/broken.json: greylist › fields.phone.requierd: Unknown key 'requierd'"));
  });

  it('a well-formed file that points nowhere is named with the schema check problem', async () => {
    quiet();
    files['orphan.json'] = {
      ...blacklistFile,
      name: 'orphan',
      route: { parent: '/permission', path: 'orphan', name: 'Orphan' },
      texts: undefined,
      label: 'Orphan',
      fields: [{ source: 'owner', type: 'reference', reference: { resource: 'nobody', optionText: 'x' } }],
    };
    const load = await loadRuntime(['resources/orphan.json'], builtIns);
    expect(load.broken[0]?.problems.map((problem) => problem.key)).toEqual(['fields.owner.reference.resource']);
  });

  it('a file that takes a built-in name is broken, the built-in stays', async () => {
    quiet();
    files['user.json'] = { ...blacklistFile, name: 'user', route: { parent: '/permission', path: 'user2', name: 'User2' }, texts: undefined, label: 'Users 2' };
    const load = await loadRuntime(['resources/user.json'], builtIns);
    expect(load.files).toEqual([]);
    expect(load.broken[0]?.problems.map((problem) => problem.kind)).toContain('duplicateResource');
  });

  it('a file that is missing or not JSON is named with the reason', async () => {
    quiet();
    files['garbage.json'] = '{ not json';
    const load = await loadRuntime(['resources/missing.json', 'resources/garbage.json'], builtIns);
    expect(load.files).toEqual([]);
    expect(load.broken).toEqual([
      expect.objectContaining({ file: 'resources/missing.json', failure: { kind: 'http', status: 404 }, problems: [] }),
      expect.objectContaining({ file: 'resources/garbage.json', failure: expect.objectContaining({ kind: 'notJson' }) }),
    ]);
  });

  it('texts that are not nested strings are a problem of the file', async () => {
    quiet();
    files['texts.json'] = { ...blacklistFile, texts: { en: { resources: { blacklist: { name: 3 } } } } };
    const load = await loadRuntime(['resources/texts.json'], builtIns);
    expect(load.files).toEqual([]);
    expect(load.broken[0]?.problems).toEqual([expect.objectContaining({ resource: 'blacklist', key: 'texts.en.resources.blacklist.name' })]);
  });
});
