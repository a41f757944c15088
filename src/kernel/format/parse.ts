/**
 * Reads a resource file (JSON) into a resolved ResourceSchema: validated against the zod
 * definition (problems name the file's resource and the key), then resolved (named validators
 * and mappers, REST conventions when `endpoints` are absent). The semantic check (check.ts) is
 * the caller's to run over all schemas together. Imports zod: load this module lazily.
 */
import { checkConventionKeys } from '../check/conventionKeys';
import { isObject } from '../check/context';
import { ProblemList, type SchemaProblem } from '../check/problems';
import { isError } from '../check/severity';
import type { ResourceSchema } from '../types';
import { addIssues } from './issues';
import { resolveResource } from './resolve';
import { resourceFileSchema } from './zod';

export interface ParsedResource {
  /** The schema ready for the engine, or undefined when the file is not a valid resource. */
  schema?: ResourceSchema;
  /** True when the file gives no `endpoints`: served by REST convention. */
  conventional: boolean;
  /** What is wrong, each naming the key ('fields.phone.pattern'). */
  problems: SchemaProblem[];
}

export function parseResourceFile(json: unknown, file: string): ParsedResource {
  const name = isObject(json) && typeof json.name === 'string' && json.name !== '' ? json.name : file;
  const conventional = !isObject(json) || json.endpoints === undefined;
  const problems = new ProblemList(name);
  const result = resourceFileSchema.safeParse(json);
  if (!result.success) {
    addIssues(result.error.issues, resourceFileSchema, json, problems);
    return { conventional, problems: problems.items };
  }
  if (!conventional) checkConventionKeys(result.data, problems);
  const schema = resolveResource(result.data, problems);
  // A warning refuses nothing: the schema comes with it.
  return problems.items.some(isError) ? { conventional, problems: problems.items } : { schema, conventional, problems: problems.items };
}
