/**
 * A resource file's change of the stored values (server/resources/fileChange.ts) as the resources
 * API answers it: `applyFileChange` prepares the table before a file is stored (publish, and any
 * other path that makes a file current again), `planFileChangeHandler` answers
 * `POST /api/_resources/<name>/_plan` with what publishing a draft would do, changing nothing.
 */
import { checkResourceFiles } from '../../src/kernel/check/checkFile';
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import type { ResourceSchema } from '../../src/kernel/types';
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, ok } from '../envelope';
import { full } from '../refusal';
import { publishedFileLabel, RESOURCE_FILE_MAX_BYTES } from '../http/resourceFiles';
import { columnsOf, NAME_PATTERN } from '../resources/columns';
import { FileChangeRefusedError, refusalLines } from '../resources/fileChange';
import type { Store } from '../store';
import { ADMIN } from './guard';
import { invalidFile } from './resourceFilesAnswers';
import type { ResourceCatalogue } from '../operations/catalogue';

/** 'fields.amount: 2 stored values cannot ...' as a problem of the file. */
const problemOf = (line: string) => {
  const colon = line.indexOf(': ');
  return { path: line.slice(0, colon), message: line.slice(colon + 2), severity: 'error' as const };
};

/**
 * Changes the resource's table for a conventional file (renames, conversions, new columns), or
 * changes nothing; else throws the refusal (40001 naming each field whose values do not convert,
 * with how many and the first ids; 40900 when the storage fails).
 */
export async function applyFileChange(store: Store, name: string, schema: ResourceSchema): Promise<void> {
  try {
    await store.resources.open(schema);
  } catch (error) {
    if (error instanceof FileChangeRefusedError) throw invalidFile(name, refusalLines(error.plan).map(problemOf));
    throw full(`The table of ${name} could not be prepared for these fields: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The resources a draft may reference: the registry's and the others served. */
export type Referable = (served: readonly ResourceSchema[], name: string) => ResourceSchema[];

export function planFileChangeHandler(store: Store, route: Endpoints, catalogue: ResourceCatalogue, referable: Referable): ApiRoute {
  return route.signedIn({ method: 'POST', path: ENDPOINTS.resourceFilePlan, maxBodyBytes: RESOURCE_FILE_MAX_BYTES, roles: ADMIN }, async ({ params, body }) => {
    const name = params.name;
    if (name === undefined || !NAME_PATTERN.test(name)) return errors.invalid(`A resource name starts with a letter, then up to 63 letters, digits or _ (got ${JSON.stringify(name ?? '')}).`);
    if (body.name !== name) return errors.invalid(`The file's name (${JSON.stringify(body.name ?? null)}) must be the name in the address (${JSON.stringify(name)}).`);
    const [checked] = checkResourceFiles([{ file: publishedFileLabel(name), json: body }], referable(await catalogue.all(), name));
    if (!checked.schema) throw invalidFile(name, checked.problems.filter((problem) => problem.severity === 'error').map((problem) => ({ path: problem.key, message: problem.message, severity: problem.severity })));
    if (!checked.conventional) return ok({ resource: name, changes: [], refused: false });
    const columnProblems = columnsOf(checked.schema).problems;
    if (columnProblems.length > 0) throw invalidFile(name, columnProblems.map((line) => (line.includes(': ') ? problemOf(line) : { path: '', message: line, severity: 'error' as const })));
    return ok(await store.resources.plan(checked.schema));
  });
}
