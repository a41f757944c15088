/**
 * Loads the resource files config.json lists: read each one, then judge them with the
 * one check (kernel/check/checkFile.ts), with the built-in resources. The files published on the
 * server (read in parallel by the caller) join them in the same check. Imported lazily,
 * and only when there are files: the default console loads none of this code.
 */
import { fetchResourceFile } from '../../providers/resourceFiles';
import { checkResourceFiles, describeFileProblem, type CheckedFile, type ResourceFileInput } from '../../kernel/check/checkFile';
import type { ResourceSchema } from '../../kernel/types';
import { brokenFile } from './brokenFile';
import type { BrokenFile, RuntimeFile, RuntimeLoad } from './types';

const ownKeys = (json: unknown): Record<string, unknown> => (typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {});

type Read = ResourceFileInput | BrokenFile;

async function readFile(file: string): Promise<Read> {
  const read = await fetchResourceFile(file);
  return read.ok ? { file, json: read.json } : brokenFile(file, undefined, [], read.failure);
}

const isBroken = (entry: Read): entry is BrokenFile => 'problems' in entry;
const isRead = (entry: Read): entry is ResourceFileInput => !isBroken(entry);

/** A file the check accepts joins the console; absent roles mean admin only (deny by default). */
function runtimeFile(checked: CheckedFile & { schema: ResourceSchema }): RuntimeFile {
  const { file, schema, conventional, texts } = checked;
  const roles = ownKeys(checked.json).roles === undefined ? ['admin'] : schema.roles;
  return { file, schema: { ...schema, roles }, conventional, texts };
}

function report(broken: readonly BrokenFile[], checked: readonly CheckedFile[]): void {
  for (const file of broken) if (file.failure) console.error(`Resource file ${file.file}: ${JSON.stringify(file.failure)}`);
  for (const { problems } of checked) {
    for (const problem of problems) {
      const line = `Resource file ${describeFileProblem(problem)}`;
      if (problem.severity === 'error') console.error(line);
      else console.warn(line);
    }
  }
}

export async function loadRuntime(
  files: readonly string[],
  builtIns: readonly ResourceSchema[],
  published: readonly ResourceFileInput[] | Promise<readonly ResourceFileInput[]> = [],
): Promise<RuntimeLoad> {
  const [reads, served] = await Promise.all([Promise.all(files.map(readFile)), published]);
  const unread = reads.filter(isBroken);
  // After config.json's files: one of theirs keeps its name, as on the server.
  const checked = checkResourceFiles([...reads.filter(isRead), ...served], builtIns);
  const loaded: RuntimeFile[] = [];
  const refused: BrokenFile[] = [];
  for (const entry of checked) {
    if (entry.schema) loaded.push(runtimeFile({ ...entry, schema: entry.schema }));
    else refused.push(brokenFile(entry.file, entry.json, entry.problems));
  }
  const broken = [...unread, ...refused];
  report(unread, checked);
  return { files: loaded, broken };
}
