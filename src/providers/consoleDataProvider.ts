/**
 * The console's data provider: the schema-driven SMS provider for the registry's resources, and the
 * REST-convention provider (ra-data-simple-rest, loaded at its first call) for resource files
 * without endpoints, composed per resource with react-admin's combineDataProviders (issue 11).
 * Calls without a resource (the SMS provider's own `invalidate()`, `cachedResources()`) reach the
 * SMS provider.
 */
import { combineDataProviders, type DataProvider } from 'ra-core';
import type { ResourceSet } from '../resources/resourceSet';
import { createDataProvider } from './dataProvider';
import { lazyDataProvider } from './lazyDataProvider';

export function createConsoleDataProvider(resources: ResourceSet): DataProvider {
  const conventional = resources.all.filter((schema) => resources.isConventional(schema.name));
  const sms = createDataProvider(resources.all.filter((schema) => !resources.isConventional(schema.name)));
  if (conventional.length === 0) return sms;
  const byConvention = lazyDataProvider(async () => (await import('./simpleRestProvider')).createSimpleRestProvider(conventional));
  return combineDataProviders((resource) => (typeof resource === 'string' && resources.isConventional(resource) ? byConvention : sms));
}
