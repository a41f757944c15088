/**
 * Published resource files join the console at start: useConsoleModel asks the server for
 * the files the user may use in parallel with config.json's, judges them together, and keeps
 * working with config.json's alone when the server has no such endpoint.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../../src/config';
import { buildMenu } from '../../../src/layout/menu/buildMenu';
import { prefetchServedResourceFiles } from '../../../src/providers/servedResourceFiles';
import { builtInConsole } from '../../../src/shell/consoleModel';
import { useConsoleModel } from '../../../src/shell/useRuntimeResources';
import { blacklistFile } from './blacklistFile';

const memoFile = {
  name: 'memo',
  label: 'Memos',
  roles: ['admin', 'editor'],
  route: { parent: '/memoGroup', path: 'memo', name: 'MemoPage', group: { title: 'Memo group', icon: 'table' } },
  fields: [
    { source: 'title', type: 'text', required: true, maxLength: 40 },
    { source: 'count', type: 'number', integer: true },
  ],
};

let served: () => Response | Promise<Response> = () => HttpResponse.json({ code: '00000', data: [] });
const requests: string[] = [];
const server = setupServer(
  http.get('*/api/_resources/_served', () => {
    requests.push('served');
    return served();
  }),
  http.get('*/resources/:file', ({ params }) => {
    requests.push(String(params.file));
    return params.file === 'blacklist.json' ? HttpResponse.json(blacklistFile) : new HttpResponse('no', { status: 404 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests.length = 0;
  served = () => HttpResponse.json({ code: '00000', data: [] });
  setConfig({ resources: [] });
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const servedList = (...files: { name: string }[]) => () =>
  HttpResponse.json({ code: '00000', data: files.map((body) => ({ name: body.name, file: `published:${body.name}`, body })) });

const pathsOf = (menu: ReturnType<typeof buildMenu>): string[] => menu.flatMap((node) => [node.path, ...pathsOf(node.children ?? [])]);

describe('published resource files in the console model', () => {
  it('without published or config files it is the built-in console, after asking the server', async () => {
    const { result } = renderHook(() => useConsoleModel(true));
    await waitFor(() => expect(result.current).toBe(builtInConsole));
    expect(requests).toEqual(['served']);
  });

  it('a published file becomes a resource with its route and menu entry for the roles it names', async () => {
    served = servedList(memoFile);
    const { result } = renderHook(() => useConsoleModel(true));
    await waitFor(() => expect(result.current).toBeDefined());
    const model = result.current;
    expect(model?.resources.find('memo')).toMatchObject({ name: 'memo', label: 'Memos', roles: ['admin', 'editor'] });
    expect(model?.resources.isConventional('memo')).toBe(true);
    expect(pathsOf(buildMenu(model?.routes.routeTable ?? [], ['editor']))).toContain('/memoGroup/memo');
    expect(pathsOf(buildMenu(model?.routes.routeTable ?? [], ['visitor']))).not.toContain('/memoGroup/memo');
    expect(model?.broken).toEqual([]);
  });

  it("is judged with config.json's files, both read at once (not one after the other)", async () => {
    setConfig({ resources: ['resources/blacklist.json'] });
    // The served list answers only once the static file was asked for: sequential loading would hang.
    let staticAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (staticAsked = resolve));
    server.use(
      http.get('*/resources/:file', () => {
        requests.push('blacklist.json');
        staticAsked();
        return HttpResponse.json(blacklistFile);
      }),
    );
    served = async () => {
      await asked;
      return servedList(memoFile)();
    };
    const { result } = renderHook(() => useConsoleModel(true));
    await waitFor(() => expect(result.current).toBeDefined(), { timeout: 3000 });
    expect(result.current?.resources.all.map((schema) => schema.name)).toEqual(expect.arrayContaining(['blacklist', 'memo']));
    expect([...requests].sort()).toEqual(['blacklist.json', 'served']);
  });

  it('a published file the check refuses is set aside with its problems, named published:<name>', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    served = servedList({ ...memoFile, fields: [{ source: 'title', type: 'text', requierd: true }] } as unknown as typeof memoFile);
    const { result } = renderHook(() => useConsoleModel(true));
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current?.resources.find('memo')).toBeUndefined();
    expect(result.current?.broken).toMatchObject([{ file: 'published:memo', name: 'memo', roles: ['admin', 'editor'] }]);
  });

  it("a server without the endpoint leaves config.json's files", async () => {
    setConfig({ resources: ['resources/blacklist.json'] });
    served = () => HttpResponse.json({ code: '40400', message: 'No such API' }, { status: 404 });
    const { result } = renderHook(() => useConsoleModel(true));
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current?.resources.find('blacklist')).toBeDefined();
    expect(result.current?.broken).toEqual([]);
  });

  it('takes the answer main.tsx asked for as the page started, once', async () => {
    served = servedList(memoFile);
    prefetchServedResourceFiles();
    await waitFor(() => expect(requests).toEqual(['served']));
    served = servedList();
    const { result } = renderHook(() => useConsoleModel(true));
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current?.resources.find('memo')).toBeDefined();
    expect(requests).toEqual(['served']);
  });

  it('waits while disabled', async () => {
    served = servedList(memoFile);
    const { result } = renderHook(() => useConsoleModel(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeUndefined();
    expect(requests).toEqual([]);
  });
});
