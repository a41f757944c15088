import type { DataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { lazyDataProvider } from '../../../src/providers/lazyDataProvider';

const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

const loaded = (): DataProvider =>
  ({
    getList: vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })),
    delete: vi.fn(async (_resource: string, params: { id: number }) => ({ data: { id: params.id } })),
  }) as unknown as DataProvider;

describe('lazyDataProvider', () => {
  it('starts loading when made, once for every call', async () => {
    const inner = loaded();
    const load = vi.fn(async () => inner);
    const provider = lazyDataProvider(load);
    expect(load).toHaveBeenCalledTimes(1);
    const [list, removed] = await Promise.all([provider.getList('things', page), provider.delete('things', { id: 3 })]);
    await provider.getList('things', page);
    expect(load).toHaveBeenCalledTimes(1);
    expect(list).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(removed).toEqual({ data: { id: 3 } });
    expect(inner.getList).toHaveBeenCalledWith('things', page);
  });

  it('a failed load fails the call waiting for it and is tried again at the next one', async () => {
    let fail!: (error: Error) => void;
    const load = vi
      .fn<() => Promise<DataProvider>>()
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(loaded());
    const provider = lazyDataProvider(load);
    const waiting = provider.getList('things', page);
    fail(new Error('chunk failed'));
    await expect(waiting).rejects.toThrow('chunk failed');
    await expect(provider.getList('things', page)).resolves.toMatchObject({ total: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a load that failed before any call is tried again at the first call, without an unhandled rejection', async () => {
    const load = vi.fn<() => Promise<DataProvider>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(loaded());
    const provider = lazyDataProvider(load);
    await new Promise((settled) => setTimeout(settled, 0));
    await expect(provider.getList('things', page)).resolves.toMatchObject({ total: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
