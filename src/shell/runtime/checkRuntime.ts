/**
 * The schema check over built-in and runtime resources together (a file may reference `userOption`,
 * or take a name or a route already taken). A file with a problem is set aside (its error page
 * names the file and each key) and the others are checked again without it, until none is left
 * with a problem; the built-in resources are never set aside.
 */
import { joinTexts, type RuntimeTexts } from '../../i18n/runtimeTexts';
import type { SchemaProblem } from '../../resources/checks/problems';
import type { ResourceSchema } from '../../resources/types';
import { brokenFile } from './brokenFile';
import type { BrokenFile, RuntimeFile, RuntimeLoad } from './types';

export type SchemaChecker = (schemas: readonly ResourceSchema[], texts: RuntimeTexts) => SchemaProblem[];

export function checkRuntime(builtIns: readonly ResourceSchema[], loaded: readonly RuntimeFile[], check: SchemaChecker): RuntimeLoad {
  let files = [...loaded];
  const broken: BrokenFile[] = [];
  for (let round = 0; round <= loaded.length && files.length > 0; round += 1) {
    const problems = check([...builtIns, ...files.map((file) => file.schema)], joinTexts(files.map((file) => file.texts)));
    const own = (file: RuntimeFile) => problems.filter((problem) => problem.resource === file.schema.name);
    const failing = files.filter((file) => own(file).length > 0);
    if (failing.length === 0) break;
    for (const file of failing) broken.push({ ...brokenFile(file.file, file.schema, own(file)), roles: [...(file.schema.roles ?? ['admin'])] });
    files = files.filter((file) => !failing.includes(file));
  }
  return { files, broken };
}
