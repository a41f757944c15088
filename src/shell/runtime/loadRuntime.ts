/**
 * Loads the resource files config.json lists (issue 11): read each one, parse it
 * (resources/format/parse.ts), then check them with the built-in resources. Imported lazily, and
 * only when config.json lists files: the default console loads none of this code.
 */
import { readTexts } from '../../i18n/runtimeTexts';
import { fetchResourceFile } from '../../providers/resourceFiles';
import { ProblemList } from '../../resources/checks/problems';
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
  const raw = ownKeys(read.json);
  const { texts, wrong } = readTexts(raw.texts);
  const problems = [...parsed.problems];
  // The parser checks `texts` too; this only speaks when it said nothing about them.
  if (wrong && !problems.some((problem) => problem.key === 'texts' || problem.key.startsWith('texts.'))) {
    const list = new ProblemList(typeof raw.name === 'string' ? raw.name : file);
    list.add(wrong, 'badTexts');
    problems.push(...list.items);
  }
  if (!parsed.schema || problems.length > 0) return brokenFile(file, read.json, problems);
  // `texts` is the file's, not the schema's; absent roles mean admin only (deny by default).
  const { texts: _texts, ...schema } = parsed.schema as ResourceSchema & { texts?: unknown };
  return { file, schema: { ...schema, roles: raw.roles === undefined ? ['admin'] : schema.roles }, conventional: parsed.conventional, texts };
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
