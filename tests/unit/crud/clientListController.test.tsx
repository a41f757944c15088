import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useClientListController } from '../../../src/crud/list/useClientListController';
import type { SchemaDataProvider } from '../../../src/providers/dataProvider';
import { ListIndex } from '../../../src/providers/listIndex';
import { packageConf } from '../../../src/kernel/resources/packageConf';

/** Rows as the API sends them: newest first. */
const newestFirst = (count: number) => Array.from({ length: count }, (_, index) => ({ id: count - index, totalNum: (index * 37) % 100, packageId: `PKG-${count - index}` }));

/** A provider whose list loads in two steps the test drives: the first rows, then all or an error. */
function loadingProvider() {
  const all = newestFirst(100);
  let partial: ((index: ListIndex) => void) | undefined;
  let finish: ((index: ListIndex) => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  const provider = {
    retain: () => () => undefined,
    invalidate: () => undefined,
    cachedResources: () => [],
    loadIndex: (_resource: string, _signal?: AbortSignal, onPartial?: (index: ListIndex) => void) => {
      if (onPartial) partial = onPartial;
      return new Promise<ListIndex>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
    },
  } as unknown as SchemaDataProvider;
  return {
    provider,
    firstRows: () => act(() => partial?.(new ListIndex(all.slice(0, 30), ['packageId']))),
    whole: () => act(() => finish?.(new ListIndex(all, ['packageId']))),
    error: () => act(() => fail?.(new Error('Network Error'))),
  };
}

function render(provider: SchemaDataProvider, sort = packageConf.sort) {
  const store = memoryStore();
  if (sort) store.setItem('packageConf.clientList', { page: 1, perPage: 10, sort, q: '', filter: {} });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={provider} store={store}>
      {children}
    </CoreAdminContext>
  );
  return renderHook(() => useClientListController(packageConf), { wrapper });
}

describe('client list controller while a long list loads', () => {
  it('shows the first rows at once in the order they arrive (id DESC), still fetching, then the whole list', async () => {
    const load = loadingProvider();
    const { result } = render(load.provider);
    expect(result.current.isPending).toBe(true);
    await load.firstRows();
    await waitFor(() => expect(result.current.data?.map((row) => row.id)).toEqual([100, 99, 98, 97, 96, 95, 94, 93, 92, 91]));
    expect(result.current.isFetching).toBe(true);
    expect(result.current.total).toBe(30);
    await load.whole();
    await waitFor(() => expect(result.current.total).toBe(100));
    expect(result.current.isFetching).toBe(false);
  });

  it('waits for the whole list when its sort is not the order the rows arrive in', async () => {
    const load = loadingProvider();
    const { result } = render(load.provider, { field: 'totalNum', order: 'ASC' });
    await load.firstRows();
    expect(result.current.isPending).toBe(true);
    expect(result.current.data).toBeUndefined();
    await load.whole();
    await waitFor(() => expect(result.current.data?.[0]?.totalNum).toBe(0));
  });

  it('exports the whole list, not the first rows, when asked while loading', async () => {
    const load = loadingProvider();
    const { result } = render(load.provider);
    await load.firstRows();
    const exported = result.current.allRows();
    await load.whole();
    expect(await exported).toHaveLength(100);
  });

  it('shows an error, not the first rows as if they were all, when the list fails half-way', async () => {
    const load = loadingProvider();
    const { result } = render(load.provider);
    await load.firstRows();
    await waitFor(() => expect(result.current.data).toHaveLength(10));
    await load.error();
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.data).toBeUndefined();
  });
});
