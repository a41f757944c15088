/**
 * A data provider whose code comes in a chunk of its own. The fetch starts when the provider is made
 * (beside the first page's chunks, not after them); each call waits for it, and a failed fetch is
 * tried again at the next call. The REST-convention provider comes so: ra-data-simple-rest brings
 * query-string, which the shell after login is kept without (tests/build/budget.test.ts), and only a
 * console with resource files makes it.
 */
import type { DataProvider } from 'ra-core';

export function lazyDataProvider(load: () => Promise<DataProvider>): DataProvider {
  let loading: Promise<DataProvider> | undefined;
  const provider = (): Promise<DataProvider> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  // A failure now is met again, and reported, by the call that needs the provider.
  provider().catch(() => undefined);
  return {
    getList: async (resource, params) => (await provider()).getList(resource, params),
    getOne: async (resource, params) => (await provider()).getOne(resource, params),
    getMany: async (resource, params) => (await provider()).getMany(resource, params),
    getManyReference: async (resource, params) => (await provider()).getManyReference(resource, params),
    create: async (resource, params) => (await provider()).create(resource, params),
    update: async (resource, params) => (await provider()).update(resource, params),
    updateMany: async (resource, params) => (await provider()).updateMany(resource, params),
    delete: async (resource, params) => (await provider()).delete(resource, params),
    deleteMany: async (resource, params) => (await provider()).deleteMany(resource, params),
  };
}
