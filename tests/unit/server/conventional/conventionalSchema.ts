/** A test resource file resolved as parseResourceFile resolves one without `endpoints`: REST by convention, a server list. */
import type { ResourceSchema } from '../../../../src/kernel/types';

export const conventional = (json: Record<string, unknown>): ResourceSchema =>
  ({
    ...json,
    endpoints: {
      list: { method: 'GET', path: `/${String(json.name)}` },
      getOne: { method: 'GET', path: `/${String(json.name)}/{id}` },
      create: { method: 'POST', path: `/${String(json.name)}` },
      update: { method: 'PUT', path: `/${String(json.name)}/{id}` },
      delete: { method: 'DELETE', path: `/${String(json.name)}/{id}` },
    },
    list: { kind: 'server' },
  }) as unknown as ResourceSchema;
