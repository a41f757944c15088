/**
 * The console's data provider: the schema-driven SMS provider for the registry's resources, and the
 * REST-convention provider (ra-data-simple-rest, loaded at its first call) for resource files
 * without endpoints, composed per resource with react-admin's combineDataProviders.
 * Calls without a resource (the SMS provider's own `invalidate()`, `cachedResources()`) reach the
 * SMS provider. Conventional resources also get `bulkEdit` and `importRows` (batch.ts).
 */
import { combineDataProviders, type DataProvider } from 'ra-core';
import type { ResourceSet } from '../resources/resourceSet';
import type { BatchDataProvider } from './batch';
import { createDataProvider } from './dataProvider';
import { lazyDataProvider } from './lazyDataProvider';

export function createConsoleDataProvider(resources: ResourceSet): DataProvider {
  const conventional = resources.all.filter((schema) => resources.isConventional(schema.name));
  const sms = createDataProvider(resources.all.filter((schema) => !resources.isConventional(schema.name)));
  if (conventional.length === 0) return sms;
  const byConvention: DataProvider = {
    ...lazyDataProvider(async () => (await import('./simpleRestProvider')).createSimpleRestProvider(conventional)),
    ...batchCalls(conventional.map((schema) => schema.name)),
  };
  return combineDataProviders((resource) => (typeof resource === 'string' && resources.isConventional(resource) ? byConvention : sms));
}

/** The bulk edit and import calls (batch.ts), loaded with their first call, as their dialogs are. */
function batchCalls(names: readonly string[]): BatchDataProvider {
  const batch = async () => (await import('./batch')).createBatchProvider(names);
  return {
    bulkEdit: async (resource, request) => (await batch()).bulkEdit(resource, request),
    importRows: async (resource, request) => (await batch()).importRows(resource, request),
  };
}
