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
import { checkResourceFiles, type FileProblem } from '../../src/kernel/check/checkFile';
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { resources as registry } from '../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../src/kernel/types';
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, ok } from '../envelope';
import { isReservedName, MAX_RESOURCE_FILES, publishedFileLabel, RESOURCE_FILE_MAX_BYTES, type DiskFile } from '../http/resourceFiles';
import { columnsOf, NAME_PATTERN } from '../resources/columns';
import { NoRoomError, type PublishedFile, type PublishedFileInfo } from '../storage/publishedFileStore';
import type { Store } from '../store';
import { applyFileChange } from './fileChange';
import { ADMIN } from './guard';
import { fileEntry, invalidFile, type FileProblemAnswer } from './resourceFilesAnswers';
import { publishOptions, unpublishEntry } from '../audit/publishAudit';

/** What the API needs of the served set (server/http/resourceFiles.ts). */
export interface ResourceCatalogue {
  diskFiles(): Promise<ReadonlyMap<string, DiskFile>>;
  /** The conventional resources served now. */
  all(): Promise<readonly ResourceSchema[]>;
  /** Reads the files again now. */
  reloadNow(): Promise<void>;
}

/** Without resource files (the browser mock): published files are kept, not served. */
export const storeOnlyCatalogue = (served: () => Promise<readonly ResourceSchema[]>): ResourceCatalogue => ({
  diskFiles: async () => new Map(),
  all: served,
  reloadNow: async () => undefined,
});

const problemAnswer = ({ key, message, severity }: FileProblem): FileProblemAnswer => ({ path: key, message, severity });

/** 'fields.x: declared twice' as a problem. */
function serverProblem(line: string): FileProblemAnswer {
  const colon = line.indexOf(': ');
  return colon > 0 ? { path: line.slice(0, colon), message: line.slice(colon + 2), severity: 'error' } : { path: '', message: line, severity: 'error' };
}

/** The resources a published file may reference: the registry's and the others served. */
const noRoom = (): Response => errors.full(`No room for another resource file: at most ${MAX_RESOURCE_FILES}. Delete one first.`);

export function referable(served: readonly ResourceSchema[], name: string): ResourceSchema[] {
  const byName = new Map<string, ResourceSchema>(registry.map((schema) => [schema.name, schema]));
  for (const schema of served) if (schema.name !== name && !byName.has(schema.name)) byName.set(schema.name, schema);
  return [...byName.values()];
}

export function resourceFileHandlers(store: Store, route: Endpoints, catalogue: ResourceCatalogue): ApiRoute[] {
  const admin = { roles: ADMIN };

  /** The name in the path, or the refusal. */
  const nameParam = (raw: string | undefined): string | Response =>
    raw !== undefined && NAME_PATTERN.test(raw) ? raw : errors.invalid(`A resource name starts with a letter, then up to 63 letters, digits or _ (got ${JSON.stringify(raw ?? '')}).`);

  const servedNames = async (): Promise<ReadonlySet<string>> => new Set((await catalogue.all()).map((schema) => schema.name));

  return [
    route.signedIn({ method: 'GET', path: ENDPOINTS.resourceFiles, ...admin }, async () => {
      const [disk, published, served] = await Promise.all([catalogue.diskFiles(), store.resourceFiles.list(), servedNames()]);
      const diskEntries = [...disk].map(([name, { file }]) => fileEntry({ name, source: 'disk', file }, served));
      const publishedEntries = published.filter((info) => !disk.has(info.name)).map((info: PublishedFileInfo) => fileEntry({ ...info, source: 'published' }, served));
      return ok([...diskEntries, ...publishedEntries]);
    }),

    route.signedIn({ method: 'GET', path: ENDPOINTS.resourceFile, ...admin }, async ({ params }) => {
      const name = nameParam(params.name);
      if (name instanceof Response) return name;
      const disk = (await catalogue.diskFiles()).get(name);
      if (disk) return ok(disk.json);
      const published = await store.resourceFiles.get(name);
      return published ? ok(JSON.parse(published.body) as unknown) : errors.notFound(`No resource file named ${name}`);
    }),

    route.signedIn({ method: 'PUT', path: ENDPOINTS.resourceFile, maxBodyBytes: RESOURCE_FILE_MAX_BYTES, ...admin }, async ({ params, body, user, request }) => {
      const name = nameParam(params.name);
      if (name instanceof Response) return name;
      if (isReservedName(name)) return errors.invalid(`The name ${name} belongs to the built-in API: choose another name.`);
      if (body.name !== name) return errors.invalid(`The file's name (${JSON.stringify(body.name ?? null)}) must be the name in the address (${JSON.stringify(name)}).`);
      const disk = await catalogue.diskFiles();
      const onDisk = disk.get(name);
      if (onDisk) return errors.full(`A resource file on disk (${onDisk.file}) is named ${name}: change that file, or choose another name.`);
      const known = await store.resourceFiles.get(name);
      // Checked early too, before a table is made for a file that would not be kept.
      if (!known && disk.size + (await store.resourceFiles.count()) >= MAX_RESOURCE_FILES) return noRoom();
      const [checked] = checkResourceFiles([{ file: publishedFileLabel(name), json: body }], referable(await catalogue.all(), name));
      if (!checked.schema) return invalidFile(name, checked.problems.filter((problem) => problem.severity === 'error').map(problemAnswer));
      if (checked.conventional) {
        const columnProblems = columnsOf(checked.schema).problems;
        if (columnProblems.length > 0) return invalidFile(name, columnProblems.map(serverProblem));
        // Its table first (renames, conversions): a file is stored only when every server can serve it.
        const refused = await applyFileChange(store, name, checked.schema);
        if (refused) return refused;
      }
      let saved: PublishedFile;
      try {
        saved = await store.resourceFiles.put({ name, body: JSON.stringify(body), updatedBy: user.userName }, Date.now(), MAX_RESOURCE_FILES - disk.size, publishOptions(request, user));
      } catch (error) {
        if (error instanceof NoRoomError) return noRoom();
        throw error;
      }
      await catalogue.reloadNow();
      return ok(fileEntry({ ...saved, source: 'published' }, await servedNames()));
    }),

    route.signedIn({ method: 'DELETE', path: ENDPOINTS.resourceFile, ...admin }, async ({ params, request, user }) => {
      const name = nameParam(params.name);
      if (name instanceof Response) return name;
      const onDisk = (await catalogue.diskFiles()).get(name);
      if (onDisk) return errors.full(`${name} is a file on disk (${onDisk.file}): remove it from config.json instead.`);
      if (!(await store.resourceFiles.remove(name, unpublishEntry(request, user)))) return errors.notFound(`No published resource file named ${name}`);
      await catalogue.reloadNow();
      return ok(null);
    }),
  ];
}
