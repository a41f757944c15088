/**
 * STUB (issue 11, being built on branch i11-format): reads a resource file (JSON) into a resolved
 * ResourceSchema. The real one validates against the zod definition (problems name the file and
 * key), resolves named validators and body mappers, and fills REST conventions when `endpoints`
 * are absent. The signature is the contract the loaders build on; only the inside changes.
 */
import type { SchemaProblem } from '../checks/problems';
import type { ResourceSchema } from '../types';
import { conventionalEndpoints } from './convention';

export interface ParsedResource {
  /** The schema ready for the engine, or undefined when the file is not a valid resource. */
  schema?: ResourceSchema;
  /** True when the file gives no `endpoints`: served by REST convention. */
  conventional: boolean;
  /** What is wrong, each naming the key ('fields.phone.pattern'). */
  problems: SchemaProblem[];
}

export function parseResourceFile(json: unknown, file: string): ParsedResource {
  const raw = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const name = typeof raw.name === 'string' ? raw.name : file;
  const conventional = raw.endpoints === undefined;
  if (typeof raw.name !== 'string' || !Array.isArray(raw.fields)) {
    return {
      conventional,
      problems: [{ resource: name, key: typeof raw.name !== 'string' ? 'name' : 'fields', kind: 'unknownKey', params: { name: file }, message: `${file} is not a resource file` }],
    };
  }
  const schema = {
    ...raw,
    endpoints: conventional ? conventionalEndpoints(name) : raw.endpoints,
    list: raw.list ?? (conventional ? { kind: 'server' } : { kind: 'client' }),
  } as unknown as ResourceSchema;
  return { schema, conventional, problems: [] };
}
