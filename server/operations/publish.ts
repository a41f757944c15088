/**
 * The publish operation of a resource file (create or replace), whoever calls it: its PUT
 * /api/_resources/<name>, and a rollback, which publishes a kept revision's body again. A file is
 * judged by the one check (src/kernel/check/checkFile.ts, with the built-in resources and the
 * others served) and by what the server adds (a table for the fields, a name of its own); a
 * refusal names each problem. The store keeps the file, so every server on the database serves it;
 * this one reads it again at once.
 */
import { checkResourceFiles, type FileProblem } from '../../src/kernel/check/checkFile';
import type { ResourceFileEntry } from '../../src/kernel/http/resourceFiles';
import { resources as registry } from '../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../src/kernel/types';
import { publishOptions } from '../audit/publishAudit';
import { isReservedName, MAX_RESOURCE_FILES, publishedFileLabel } from '../http/resourceFiles';
import type { Body } from '../parse';
import { full, invalid } from '../refusal';
import { columnsOf, NAME_PATTERN } from '../resources/columns';
import type { WriteOptions } from '../resources/resourceStoreTypes';
import { NoRoomError, type PublishedFile } from '../storage/publishedFileStore';
import type { Store } from '../store';
import type { Caller } from '../apiTypes';
import { applyFileChange } from '../handlers/fileChangeRoutes';
import { fileEntry, invalidFile, type FileProblemAnswer } from '../handlers/resourceFilesAnswers';
import type { ResourceCatalogue } from './catalogue';

export interface PublishRequest {
  /** The name the address gives (checked here). */
  name: string | undefined;
  /** The file. */
  body: Body;
  user: Caller;
  write: WriteOptions;
  /** The revision a rollback publishes again (its audit entry and revision say so). */
  rolledBackFrom?: number;
}

/** The name a path gives; a 40001 when it is no resource name. */
export function resourceFileName(raw: string | undefined): string {
  if (raw !== undefined && NAME_PATTERN.test(raw)) return raw;
  throw invalid(`A resource name starts with a letter, then up to 63 letters, digits or _ (got ${JSON.stringify(raw ?? '')}).`);
}

const problemAnswer = ({ key, message, severity }: FileProblem): FileProblemAnswer => ({ path: key, message, severity });

/** 'fields.x: declared twice' as a problem. */
function serverProblem(line: string): FileProblemAnswer {
  const colon = line.indexOf(': ');
  return colon > 0 ? { path: line.slice(0, colon), message: line.slice(colon + 2), severity: 'error' } : { path: '', message: line, severity: 'error' };
}

const noRoom = () => full(`No room for another resource file: at most ${MAX_RESOURCE_FILES}. Delete one first.`);

/** The resources a published file may reference: the registry's and the others served. */
export function referable(served: readonly ResourceSchema[], name: string): ResourceSchema[] {
  const byName = new Map<string, ResourceSchema>(registry.map((schema) => [schema.name, schema]));
  for (const schema of served) if (schema.name !== name && !byName.has(schema.name)) byName.set(schema.name, schema);
  return [...byName.values()];
}

export const servedNames = async (catalogue: ResourceCatalogue): Promise<ReadonlySet<string>> => new Set((await catalogue.all()).map((schema) => schema.name));

/** The published file's entry. */
export async function publishFile(store: Store, catalogue: ResourceCatalogue, request: PublishRequest): Promise<ResourceFileEntry> {
  const { body, user } = request;
  const name = resourceFileName(request.name);
  if (isReservedName(name)) throw invalid(`The name ${name} belongs to the built-in API: choose another name.`);
  if (body.name !== name) throw invalid(`The file's name (${JSON.stringify(body.name ?? null)}) must be the name in the address (${JSON.stringify(name)}).`);
  const disk = await catalogue.diskFiles();
  const onDisk = disk.get(name);
  if (onDisk) throw full(`A resource file on disk (${onDisk.file}) is named ${name}: change that file, or choose another name.`);
  const known = await store.resourceFiles.get(name);
  // Checked early too, before a table is made for a file that would not be kept.
  if (!known && disk.size + (await store.resourceFiles.count()) >= MAX_RESOURCE_FILES) throw noRoom();
  const [checked] = checkResourceFiles([{ file: publishedFileLabel(name), json: body }], referable(await catalogue.all(), name));
  if (!checked.schema) throw invalidFile(name, checked.problems.filter((problem) => problem.severity === 'error').map(problemAnswer));
  if (checked.conventional) {
    const columnProblems = columnsOf(checked.schema).problems;
    if (columnProblems.length > 0) throw invalidFile(name, columnProblems.map(serverProblem));
    // Its table first (renames, conversions): a file is stored only when every server can serve it.
    await applyFileChange(store, name, checked.schema);
  }
  let saved: PublishedFile;
  try {
    saved = await store.resourceFiles.put({ name, body: JSON.stringify(body), updatedBy: user.userName }, Date.now(), MAX_RESOURCE_FILES - disk.size, publishOptions(request.write, request.rolledBackFrom));
  } catch (error) {
    if (error instanceof NoRoomError) throw noRoom();
    throw error;
  }
  await catalogue.reloadNow();
  return fileEntry({ ...saved, source: 'published' }, await servedNames(catalogue));
}
