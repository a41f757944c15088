/**
 * The deployment's resource files: the static root's config.json lists them
 * (`"resources": ["resources/blacklist.json"]`), each is parsed with parseResourceFile (the
 * console's own reader) and the conventional ones (no `endpoints`) are served by REST convention.
 *
 * Paths are relative to the root: `.json`, no `..`, no absolute or hidden paths; config.json is at
 * most 64 KB, a resource file 256 KB, at most 100 files. The files are checked again (their mtimes
 * and sizes, a few `stat` calls) at most once every `recheckMs` when a conventional path is asked
 * for, so that an operator who drops a file and adds its line gets the API without a restart. A
 * broken file is logged once with its key problems and not served; the others still are.
 */
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseResourceFile } from '../../src/resources/format/parse';
import { resources as registry } from '../../src/resources/registry';
import type { ResourceSchema } from '../../src/resources/types';
import type { ConventionalResources } from '../handlers/crud/conventional';
import { columnsOf } from '../resources/columns';
import { resolveInside } from './static';

export const CONFIG_MAX_BYTES = 64 * 1024;
export const RESOURCE_FILE_MAX_BYTES = 256 * 1024;
export const MAX_RESOURCE_FILES = 100;
export const DEFAULT_RECHECK_MS = 1000;

/** First path segments the hand-written API uses, and the registry's names: never conventional. */
const RESERVED = new Set(['user', 'sms', 'upload', ...registry.map((schema) => schema.name)].map((name) => name.toLowerCase()));

export interface ResourceFilesOptions {
  /** Served as well (the registry's conventional resources, tests). */
  builtIn?: readonly ResourceSchema[];
  recheckMs?: number;
  /** Prepares the storage of a resource before it is served (creates or migrates its table). */
  prepare?: (schema: ResourceSchema) => Promise<unknown>;
  log?: (message: string) => void;
  now?: () => number;
}

export interface ResourceFiles extends ConventionalResources {
  /** Reads config.json and the files again now when anything changed. */
  refresh(): Promise<void>;
  /** The names served now. */
  names(): string[];
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
  let served = new Map<string, ResourceSchema>((options.builtIn ?? []).map((schema) => [schema.name, schema]));
  let listed: string[] = [];
  let signature = '';
  let checkedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;

  const listedFiles = async (): Promise<string[]> => {
    const config = await readCapped(configFile, CONFIG_MAX_BYTES);
    if ('problem' in config) {
      if (config.problem !== 'not found') log(`config.json: ${config.problem}`);
      return [];
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(config.text);
    } catch {
      log('config.json is not JSON: no resource files served');
      return [];
    }
    const entries = (parsed as { resources?: unknown } | null)?.resources;
    if (entries === undefined) return [];
    if (!Array.isArray(entries)) {
      log('config.json: "resources" must be a list of paths');
      return [];
    }
    if (entries.length > MAX_RESOURCE_FILES) log(`config.json: only the first ${MAX_RESOURCE_FILES} resource files are read`);
    const files: string[] = [];
    for (const entry of entries.slice(0, MAX_RESOURCE_FILES)) {
      const file = resourcePath(base, entry);
      if (typeof file === 'string') files.push(file);
      else log(`config.json: ${file.problem}`);
    }
    return files;
  };

  const load = async (file: string, next: Map<string, ResourceSchema>): Promise<void> => {
    const name = file.slice(base.length + 1);
    const read = await readCapped(file, RESOURCE_FILE_MAX_BYTES);
    if ('problem' in read) return log(`${name} not served: ${read.problem}`);
    let json: unknown;
    try {
      json = JSON.parse(read.text);
    } catch (error) {
      return log(`${name} not served: not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    const parsed = parseResourceFile(json, name);
    const { schema } = parsed;
    if (!schema || parsed.problems.length > 0) {
      const problems = parsed.problems.slice(0, 5).map((problem) => `${problem.key}: ${problem.message}`);
      return log(`${name} not served: ${problems.join('; ') || 'not a resource'}${parsed.problems.length > 5 ? ` (+${parsed.problems.length - 5} more)` : ''}`);
    }
    // A resource with its own endpoints is the console's business: the server has none to give it.
    if (!parsed.conventional) return;
    const columnProblems = columnsOf(schema).problems;
    if (columnProblems.length > 0) return log(`${name} not served: ${columnProblems.slice(0, 5).join('; ')}`);
    if (RESERVED.has(schema.name.toLowerCase())) return log(`${name} not served: the name ${schema.name} belongs to the built-in API`);
    if (next.has(schema.name)) return log(`${name} not served: another resource is named ${schema.name}`);
    try {
      await options.prepare?.(schema);
    } catch (error) {
      return log(`${name} not served: its storage could not be prepared (${error instanceof Error ? error.message : String(error)})`);
    }
    next.set(schema.name, schema);
  };

  const reload = async (): Promise<void> => {
    const files = await listedFiles();
    const nextSignature = `${await signatureOf([configFile])}${JSON.stringify(files)}${await signatureOf(files)}`;
    if (nextSignature === signature) return;
    signature = nextSignature;
    listed = files;
    const next = new Map<string, ResourceSchema>((options.builtIn ?? []).map((schema) => [schema.name, schema]));
    for (const file of listed) await load(file, next);
    served = next;
  };

  const refresh = (): Promise<void> => {
    running ??= reload().finally(() => {
      running = undefined;
    });
    return running;
  };

  /** The files again when `recheckMs` has passed (or the reading under way). */
  const current = async (): Promise<void> => {
    if (now() - checkedAt >= recheckMs) {
      checkedAt = now();
      await refresh().catch((error: unknown) => log(`reading the resource files failed: ${error instanceof Error ? error.message : String(error)}`));
    } else if (running) {
      await running;
    }
  };

  return {
    refresh,
    names: () => [...served.keys()],
    async find(name) {
      await current();
      return served.get(name);
    },
    async all() {
      await current();
      return [...served.values()];
    },
  };
}
