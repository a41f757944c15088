/**
 * Resource files published at run time, admin only:
 *
 *   GET    /api/_resources         every file: the published ones and the disk ones (marked so)
 *   GET    /api/_resources/<name>  the file's JSON
 *   PUT    /api/_resources/<name>  publish (create or replace) the file in the body
 *   DELETE /api/_resources/<name>  stop serving it (its table and records stay)
 *   POST   /api/_resources/<name>/_plan  what publishing the body would do to the stored values (fileChange.ts)
 *
 * A file is judged by the one check (src/kernel/check/checkFile.ts, with the built-in resources and
 * the others served) and by what the server adds (a table for the fields, a name of its own); a
 * refusal names each problem. The store keeps the file, so every server on the database serves it
 * (server/http/resourceFiles.ts); this one reads it again at once.
 */
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { RESOURCE_FILE_MAX_BYTES } from '../http/resourceFiles';
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, ok } from '../envelope';
import type { PublishedFileInfo } from '../storage/publishedFileStore';
import type { Store } from '../store';
import { ADMIN } from './guard';
import { fileEntry } from './resourceFilesAnswers';
import { unpublishEntry } from '../audit/publishAudit';
import { writeOptionsOf } from '../audit/writeOptions';
import type { ResourceCatalogue } from '../operations/catalogue';
import { publishFile, resourceFileName, servedNames } from '../operations/publish';

export { storeOnlyCatalogue, type ResourceCatalogue } from '../operations/catalogue';
export { referable } from '../operations/publish';

export function resourceFileHandlers(store: Store, route: Endpoints, catalogue: ResourceCatalogue): ApiRoute[] {
  const admin = { roles: ADMIN };

  return [
    route.signedIn({ method: 'GET', path: ENDPOINTS.resourceFiles, ...admin }, async () => {
      const [disk, published, served] = await Promise.all([catalogue.diskFiles(), store.resourceFiles.list(), servedNames(catalogue)]);
      const diskEntries = [...disk].map(([name, { file }]) => fileEntry({ name, source: 'disk', file }, served));
      const publishedEntries = published.filter((info) => !disk.has(info.name)).map((info: PublishedFileInfo) => fileEntry({ ...info, source: 'published' }, served));
      return ok([...diskEntries, ...publishedEntries]);
    }),

    route.signedIn({ method: 'GET', path: ENDPOINTS.resourceFile, ...admin }, async ({ params }) => {
      const name = resourceFileName(params.name);
      const disk = (await catalogue.diskFiles()).get(name);
      if (disk) return ok(disk.json);
      const published = await store.resourceFiles.get(name);
      return published ? ok(JSON.parse(published.body) as unknown) : errors.notFound(`No resource file named ${name}`);
    }),

    route.signedIn({ method: 'PUT', path: ENDPOINTS.resourceFile, maxBodyBytes: RESOURCE_FILE_MAX_BYTES, ...admin }, async ({ params, body, user, request }) =>
      ok(await publishFile(store, catalogue, { name: params.name, body, user, write: writeOptionsOf(request, user) })),
    ),

    route.signedIn({ method: 'DELETE', path: ENDPOINTS.resourceFile, ...admin }, async ({ params, request, user }) => {
      const name = resourceFileName(params.name);
      const onDisk = (await catalogue.diskFiles()).get(name);
      if (onDisk) return errors.full(`${name} is a file on disk (${onDisk.file}): remove it from config.json instead.`);
      if (!(await store.resourceFiles.remove(name, unpublishEntry(request, user)))) return errors.notFound(`No published resource file named ${name}`);
      await catalogue.reloadNow();
      return ok(null);
    }),
  ];
}
