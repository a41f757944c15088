/**
 * The deployment's resource files: the static root's config.json lists them
 * (`"resources": ["resources/blacklist.json"]`), each is judged by the one check the console runs
 * (src/kernel/check/checkFile.ts, with the registry's resources) and the conventional ones (no
 * `endpoints`) are served by REST convention.
 *
 * Paths are relative to the root: `.json`, no `..`, no absolute or hidden paths; config.json is at
 * most 64 KB, a resource file 256 KB, at most 100 files. The files are checked again (their mtimes
 * and sizes, a few `stat` calls) at most once every `recheckMs` when a conventional path is asked
 * for, so that an operator who drops a file and adds its line gets the API without a restart. A
 * refused file is logged once (on each change) with the file and each key, and not served: its
 * API answers 40400 with the same problems (server/handlers/refusedResources.ts); the others still
 * are served.
 *
 * Files published at run time (`published`: the store's, through /api/_resources) join the disk
 * files and are judged with them. Every server on one database sees the same set: the same recheck
 * asks the store for its signature (`max(revision)` and count, one small query) and reads the set
 * again only when it changed, so a file published through one server is served by the others within
 * `recheckMs` of their next request (polling, not LISTEN/NOTIFY: it survives reconnects and SQLite).
 * A disk file wins over a published one of the same name.
 *
 * A changed file whose stored values do not take its type changes (server/resources/fileChange.ts)
 * is refused: the version served until now stays served (and the refusal is logged), or, with none,
 * its API answers the refusal as for any refused file.
 */
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { checkResourceFiles, type CheckedFile, type FileProblem, type ResourceFileInput } from '../../src/kernel/check/checkFile';
import { resources as registry } from '../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../src/kernel/types';
import type { PublishedFileStore } from '../storage/publishedFileStore';
import type { ConventionalResources } from '../handlers/crud/conventional';
import type { Refusal, RefusedResources } from '../handlers/refusedResources';
import { columnsOf, NAME_PATTERN } from '../resources/columns';
import { FileChangeRefusedError, refusalLines } from '../resources/fileChange';
import { resolveInside } from './insideFolder';

export const CONFIG_MAX_BYTES = 64 * 1024;
export const RESOURCE_FILE_MAX_BYTES = 256 * 1024;
export const MAX_RESOURCE_FILES = 100;
export const DEFAULT_RECHECK_MS = 1000;

/** First path segments the hand-written API uses, and the registry's names: never conventional. */
const RESERVED: ReadonlySet<string> = new Set(['user', 'sms', 'upload', ...registry.map((schema) => schema.name)].map((name) => name.toLowerCase()));

export const isReservedName = (name: string): boolean => RESERVED.has(name.toLowerCase());

/** How a published file is named in problems and logs. */
export const publishedFileLabel = (name: string): string => `published:${name}`;

export interface ResourceFilesOptions {
  /** Served as well (the registry's conventional resources, tests). */
  builtIn?: readonly ResourceSchema[];
  recheckMs?: number;
  /** Prepares the storage of a resource before it is served (creates or migrates its table). */
  prepare?: (schema: ResourceSchema) => Promise<unknown>;
  log?: (message: string) => void;
  now?: () => number;
  /** Resource files published at run time (the store's), served beside the disk ones. */
  published?: PublishedFileStore;
}

/** A disk file config.json lists, by the name it gives. */
export interface DiskFile {
  file: string;
  json: unknown;
}

export interface ResourceFiles extends ConventionalResources, RefusedResources {
  /** Reads config.json and the files again now when anything changed. */
  refresh(): Promise<void>;
  /** The names served now. */
  names(): string[];
  /** The disk files read at the last check, by the name each gives. */
  diskFiles(): Promise<ReadonlyMap<string, DiskFile>>;
  /** Reads everything again now, after the check under way (a file was just published). */
  reloadNow(): Promise<void>;
}

interface Served {
  schemas: Map<string, ResourceSchema>;
  refused: Map<string, Refusal>;
  disk: Map<string, DiskFile>;
}

const emptyServed = (schemas: Map<string, ResourceSchema>): Served => ({ schemas, refused: new Map(), disk: new Map() });

const problemLine = (problem: FileProblem) => `${problem.key}: ${problem.message}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The refusal a file's name answers with; none when the file names no usable resource name. */
function refusalOf({ file, json }: CheckedFile, problems: readonly string[]): Refusal | undefined {
  const raw = isObject(json) ? json : {};
  if (typeof raw.name !== 'string' || !NAME_PATTERN.test(raw.name)) return undefined;
  const roles = Array.isArray(raw.roles) ? raw.roles.filter((role): role is string => typeof role === 'string') : [];
  return { name: raw.name, file, roles, problems };
}

/** A listed path, checked: the file inside the root, or why not. */
export function resourcePath(root: string, listed: unknown): string | { problem: string } {
  if (typeof listed !== 'string' || listed.length === 0 || listed.length > 256) return { problem: 'each entry must be a path of at most 256 characters' };
  if (!listed.endsWith('.json')) return { problem: `${listed}: only .json files` };
  if (listed.startsWith('/') || /^[A-Za-z]:/.test(listed) || listed.includes('\\')) return { problem: `${listed}: the path must be relative to the static root` };
  if (listed.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')) return { problem: `${listed}: no "..", "." or empty segments` };
  const file = resolveInside(root, `/${listed}`);
  return file ?? { problem: `${listed}: not a file of the static root` };
}

async function readCapped(file: string, maxBytes: number): Promise<{ text: string } | { problem: string }> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return { problem: 'not found' };
  if (info.size > maxBytes) return { problem: `larger than ${maxBytes / 1024} KB` };
  return { text: await readFile(file, 'utf8') };
}

const signatureOf = async (files: readonly string[]): Promise<string> =>
  JSON.stringify(await Promise.all(files.map(async (file) => stat(file).then((info) => [info.mtimeMs, info.size], () => null))));

export function createResourceFiles(root: string, options: ResourceFilesOptions = {}): ResourceFiles {
  const base = resolve(root);
  const configFile = resolve(base, 'config.json');
  const recheckMs = options.recheckMs ?? DEFAULT_RECHECK_MS;
  const log = options.log ?? ((message: string) => console.warn(`[resources] ${message}`));
  const now = options.now ?? Date.now;
  const builtInMap = () => new Map<string, ResourceSchema>((options.builtIn ?? []).map((schema) => [schema.name, schema]));
  let served: Served = emptyServed(builtInMap());
  let signature = '';
  let checkedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;

  const relative = (file: string) => file.slice(base.length + 1);

  /** The files config.json lists (each once), and what is wrong with it: said when it changes, not at every check. */
  const listedFiles = async (): Promise<{ files: string[]; problems: string[] }> => {
    const problems: string[] = [];
    const config = await readCapped(configFile, CONFIG_MAX_BYTES);
    if ('problem' in config) {
      if (config.problem !== 'not found') problems.push(`config.json: ${config.problem}`);
      return { files: [], problems };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(config.text);
    } catch {
      return { files: [], problems: ['config.json is not JSON: no resource files served'] };
    }
    const entries = (parsed as { resources?: unknown } | null)?.resources;
    if (entries === undefined) return { files: [], problems };
    if (!Array.isArray(entries)) return { files: [], problems: ['config.json: "resources" must be a list of paths'] };
    if (entries.length > MAX_RESOURCE_FILES) problems.push(`config.json: only the first ${MAX_RESOURCE_FILES} resource files are read`);
    const files: string[] = [];
    for (const entry of entries.slice(0, MAX_RESOURCE_FILES)) {
      const file = resourcePath(base, entry);
      if (typeof file !== 'string') problems.push(`config.json: ${file.problem}`);
      else if (files.includes(file)) problems.push(`config.json: ${relative(file)} is listed twice: it is read once`);
      else files.push(file);
    }
    return { files, problems };
  };

  /** A file's JSON, or undefined (logged) when it cannot be read. */
  const readJson = async (file: string): Promise<ResourceFileInput | undefined> => {
    const name = relative(file);
    const read = await readCapped(file, RESOURCE_FILE_MAX_BYTES);
    if ('problem' in read) return void log(`${name} not served: ${read.problem}`);
    try {
      return { file: name, json: JSON.parse(read.text) };
    } catch (error) {
      return void log(`${name} not served: not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
  };

  /** Logs once (on each change of the files) and answers for the file's name from now on. */
  const refuse = (checked: CheckedFile, problems: readonly string[], into: Map<string, Refusal>): void => {
    log(`${checked.file} not served: ${problems.join('; ')}`);
    const refusal = refusalOf(checked, problems);
    if (refusal && !RESERVED.has(refusal.name.toLowerCase()) && !into.has(refusal.name)) into.set(refusal.name, refusal);
  };

  /** What only the server adds to the one check: a table for the fields, a name of its own, storage. */
  const serve = async (checked: CheckedFile, schema: ResourceSchema, next: Served): Promise<void> => {
    // A resource with its own endpoints is the console's business: the server has none to give it.
    if (!checked.conventional) return;
    const columnProblems = columnsOf(schema).problems;
    if (columnProblems.length > 0) return refuse(checked, columnProblems, next.refused);
    if (RESERVED.has(schema.name.toLowerCase())) return refuse(checked, [`the name ${schema.name} belongs to the built-in API`], next.refused);
    if (next.schemas.has(schema.name)) return refuse(checked, [`another resource is named ${schema.name}`], next.refused);
    try {
      await options.prepare?.(schema);
    } catch (error) {
      if (!(error instanceof FileChangeRefusedError)) return log(`${checked.file} not served: its storage could not be prepared (${error instanceof Error ? error.message : String(error)})`);
      // The stored values do not take the change: the version served until now (if any) stays.
      const previous = served.schemas.get(schema.name);
      if (!previous) return refuse(checked, refusalLines(error.plan), next.refused);
      log(`${checked.file} refused, its previous version is still served: ${error.message}`);
      next.schemas.set(schema.name, previous);
      return;
    }
    next.schemas.set(schema.name, schema);
  };

  /** The published files as inputs of the check (their text was checked when published). */
  const publishedInputs = async (): Promise<ResourceFileInput[]> => {
    const inputs: ResourceFileInput[] = [];
    for (const { name, body } of (await options.published?.all()) ?? []) {
      try {
        inputs.push({ file: publishedFileLabel(name), json: JSON.parse(body) });
      } catch {
        log(`${publishedFileLabel(name)} not served: not JSON`);
      }
    }
    return inputs;
  };

  const reload = async (): Promise<void> => {
    const { files, problems: configProblems } = await listedFiles();
    const publishedSignature = (await options.published?.signature()) ?? '';
    const nextSignature = `${await signatureOf([configFile])}${JSON.stringify(files)}${await signatureOf(files)}|${publishedSignature}`;
    if (nextSignature === signature) return;
    for (const problem of configProblems) log(problem);
    const next = emptyServed(builtInMap());
    const inputs: ResourceFileInput[] = [];
    for (const file of files) {
      const input = await readJson(file);
      if (!input) continue;
      inputs.push(input);
      const name = isObject(input.json) ? input.json.name : undefined;
      if (typeof name === 'string' && !next.disk.has(name)) next.disk.set(name, input);
    }
    // After the disk files: a disk file keeps its name.
    inputs.push(...(await publishedInputs()));
    // The one check, with the console's built-in resources (a file may reference userOption).
    for (const checked of checkResourceFiles(inputs, registry)) {
      const errors = checked.problems.filter((problem) => problem.severity === 'error').map(problemLine);
      if (!checked.schema) refuse(checked, errors.length > 0 ? errors : ['not a resource'], next.refused);
      else {
        for (const problem of checked.problems) log(`${checked.file}: warning ${problemLine(problem)}`);
        await serve(checked, checked.schema, next);
      }
    }
    served = next;
    signature = nextSignature;
  };

  const refresh = (): Promise<void> => {
    running ??= reload().finally(() => {
      running = undefined;
    });
    return running;
  };

  /** Rechecks the files at most once every recheckMs, or waits for a check under way. */
  const current = async (): Promise<Served> => {
    if (now() - checkedAt >= recheckMs) {
      checkedAt = now();
      await refresh().catch((error: unknown) => log(`reading the resource files failed: ${error instanceof Error ? error.message : String(error)}`));
    } else if (running) {
      await running;
    }
    return served;
  };

  return {
    refresh,
    names: () => [...served.schemas.keys()],
    diskFiles: async () => (await current()).disk,
    async reloadNow() {
      await running?.catch(() => undefined);
      checkedAt = now();
      await refresh();
    },
    find: async (name) => (await current()).schemas.get(name),
    all: async () => [...(await current()).schemas.values()],
    refusal: async (name) => (await current()).refused.get(name),
  };
}
