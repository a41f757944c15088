/**
 * The preview's world: the lab's schema as a whole list, its sample rows and the option rows its
 * references point at, served by a memory data provider (nothing reaches the API).
 */
import { memoryStore, type Store } from 'react-admin';
import { createMemoryDataProvider } from '../../../providers/memoryDataProvider';
import type { SchemaDataProvider } from '../../../providers/dataProvider';
import type { AnyRecord, ResourceSchema } from '../../../kernel/types';
import { optionRows, referencesOf, sampleRows } from './sampleRows';

export interface Sandbox {
  /** A new sandbox is a new preview (the list's page, sort and selection start again). */
  id: number;
  schema: ResourceSchema;
  provider: SchemaDataProvider;
  store: Store;
}

function optionSchema(resource: string, optionText: string): ResourceSchema {
  return {
    name: resource,
    endpoints: { list: { method: 'GET', path: `/${resource}` } },
    list: { kind: 'client' },
    fields: [
      { source: 'id', type: 'number' },
      { source: optionText, type: 'text' },
    ],
  };
}

let made = 0;

export function createSandbox(parsed: ResourceSchema): Sandbox {
  // The memory provider serves whole lists: the preview pages, sorts and searches in the browser.
  const schema: ResourceSchema = { ...parsed, list: { kind: 'client' } };
  const seed: Record<string, AnyRecord[]> = { [schema.name]: sampleRows(schema) };
  const schemas = [schema];
  // Every reference (one, many, a multiSelect's options, in sub-fields too) finds its option rows.
  for (const reference of referencesOf(schema.fields)) {
    if (reference.resource === schema.name || seed[reference.resource]) continue;
    seed[reference.resource] = optionRows(reference.resource, reference.optionText);
    schemas.push(optionSchema(reference.resource, reference.optionText));
  }
  made += 1;
  return { id: made, schema, provider: createMemoryDataProvider(schemas, seed), store: memoryStore() };
}
