/**
 * GET /api/_resources/_served: the published resource files the signed-in user may use,
 * as the console loads them at start beside config.json's files: `[{ name, file, body }]`, `file`
 * being `published:<name>` and `body` the file's JSON. A file is answered when the caller holds one of
 * its roles (rolesOfConventional: admin always) and this server serves it now (a disk file of the
 * same name wins; a file with its own `endpoints` is the console's business and always answered).
 * Where published files are kept but not served (the browser mock) the list is empty.
 */
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import type { ApiRoute, Endpoints } from '../endpoint';
import { ok } from '../envelope';
import { publishedFileLabel } from '../http/resourceFiles';
import type { Store } from '../store';
import { rolesOfConventional } from './crud/conventional';
import type { ResourceCatalogue } from './resourceFilesApi';

export interface ServedFile {
  name: string;
  /** `published:<name>`: how the console names the file in problems. */
  file: string;
  body: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const parsed = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

const rolesOf = (json: Record<string, unknown>): string[] =>
  Array.isArray(json.roles) ? json.roles.filter((role): role is string => typeof role === 'string') : [];

export function servedResourceFilesHandler(store: Store, route: Endpoints, catalogue: ResourceCatalogue): ApiRoute {
  return route.signedIn({ method: 'GET', path: ENDPOINTS.servedResourceFiles }, async ({ user }) => {
    const [published, disk, served] = await Promise.all([store.resourceFiles.all(), catalogue.diskFiles(), catalogue.all()]);
    const servedNames = new Set(served.map((schema) => schema.name));
    const answer: ServedFile[] = [];
    for (const { name, body } of published) {
      const json = parsed(body);
      if (!json || disk.has(name)) continue;
      if (!servedNames.has(name) && json.endpoints === undefined) continue;
      const allowed = rolesOfConventional({ roles: rolesOf(json) });
      if (!user.roles.some((role) => allowed.includes(role))) continue;
      answer.push({ name, file: publishedFileLabel(name), body: json });
    }
    return ok(answer);
  });
}
