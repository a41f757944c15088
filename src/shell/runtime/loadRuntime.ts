/**
 * Loads the resource files config.json lists (issue 11): read each one, parse it
 * (resources/format/parse.ts), then check them with the built-in resources. Imported lazily, and
 * only when config.json lists files: the default console loads none of this code.
 */
import { fetchResourceFile } from '../../providers/resourceFiles';
import { checkSchemas } from '../../resources/check';
import { parseResourceFile } from '../../resources/format/parse';
import type { ResourceSchema } from '../../resources/types';
import { describeProblem, startupEnv } from '../schemaCheck';
import { brokenFile } from './brokenFile';
import { checkRuntime } from './checkRuntime';
import type { BrokenFile, RuntimeFile, RuntimeLoad } from './types';

const ownKeys = (json: unknown): Record<string, unknown> => (typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {});

/** One file read and parsed: a resource, or why not. */
export async function readRuntimeFile(file: string): Promise<RuntimeFile | BrokenFile> {
  const read = await fetchResourceFile(file);
  if (!read.ok) return brokenFile(file, undefined, [], read.failure);
  const parsed = parseResourceFile(read.json, file);
  // The parser checks the whole file, `texts` included (only en and zh, nested texts).
  if (!parsed.schema || parsed.problems.length > 0) return brokenFile(file, read.json, parsed.problems);
  // `texts` is the file's, not the schema's; absent roles mean admin only (deny by default).
  const { texts = {}, ...schema } = parsed.schema;
  const roles = ownKeys(read.json).roles === undefined ? ['admin'] : schema.roles;
  return { file, schema: { ...schema, roles }, conventional: parsed.conventional, texts };
}

const isBroken = (entry: RuntimeFile | BrokenFile): entry is BrokenFile => !('schema' in entry);

function report(broken: readonly BrokenFile[]): void {
  for (const file of broken) {
    if (file.failure) console.error(`Resource file ${file.file}: ${JSON.stringify(file.failure)}`);
    for (const problem of file.problems) console.error(`Resource file ${file.file}: ${describeProblem(problem)}`);
  }
}

export async function loadRuntime(files: readonly string[], builtIns: readonly ResourceSchema[]): Promise<RuntimeLoad> {
  const entries = await Promise.all(files.map(readRuntimeFile));
  const loaded = entries.filter((entry): entry is RuntimeFile => !isBroken(entry));
  const checked = checkRuntime(builtIns, loaded, (schemas, texts) => checkSchemas(schemas, startupEnv(texts)));
  const broken = [...entries.filter(isBroken), ...checked.broken];
  report(broken);
  return { files: checked.files, broken };
}
