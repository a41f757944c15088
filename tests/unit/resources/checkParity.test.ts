/**
 * One check, everywhere: the same resource files, one valid and one broken per class of
 * mistake, fed to the four parts that judge them (the console's loader, the server's resource-file
 * loader, the Schema lab's analysis and `npm run resources:check`). They must refuse the same
 * files, at the same keys, and accept the valid one.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createResourceFiles, type ResourceFiles } from '../../../server/http/resourceFiles';
import { main as resourcesCheck } from '../../../scripts/resourcesCheck';
import { analyse } from '../../../src/pages/schemaLab/analyse';
import { labJsonSchema } from '../../../src/pages/schemaLab/useLabAnalysis';
import { severityOf } from '../../../src/kernel/check/severity';
import { resources } from '../../../src/kernel/resources/registry';
import { loadRuntime } from '../../../src/shell/runtime/loadRuntime';
import type { RuntimeLoad } from '../../../src/shell/runtime/types';
import { CASES, VALID, type ParityCase } from './parityFiles';

interface Verdict {
  refused: boolean;
  /** The keys of the errors, sorted, each once. */
  keys: string[];
}

const ALL = [...CASES, { mistake: 'valid', json: VALID, key: '' }];
const relative = (entry: Pick<ParityCase, 'mistake'>) => `resources/${entry.mistake}.json`;
const keysOf = (keys: readonly string[]) => [...new Set(keys)].sort();

const served = new Map(ALL.map((entry) => [`${entry.mistake}.json`, entry.json]));
const files = setupServer(
  http.get('*/resources/:file', ({ params }) => {
    const json = served.get(String(params.file));
    return json === undefined ? new HttpResponse('not found', { status: 404 }) : HttpResponse.json(json);
  }),
);

let dir = '';
let console_: RuntimeLoad;
let server: ResourceFiles;
const serverLog: string[] = [];
const cliLines: string[] = [];
let cliCode = 0;

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  files.listen({ onUnhandledRequest: 'error' });
  dir = mkdtempSync(join(tmpdir(), 'sms-parity-'));
  mkdirSync(join(dir, 'resources'));
  for (const entry of ALL) writeFileSync(join(dir, relative(entry)), JSON.stringify(entry.json, null, 2));
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ resources: ALL.map(relative) }));

  console_ = await loadRuntime(ALL.map(relative), resources);
  server = createResourceFiles(dir, { log: (line) => void serverLog.push(line), recheckMs: Number.POSITIVE_INFINITY });
  await server.refresh();
  cliCode = await resourcesCheck(
    ALL.map((entry) => join(dir, relative(entry))),
    (line) => void cliLines.push(line.replaceAll(`${dir}/`, '')),
  );
});

afterAll(() => {
  files.close();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

function byConsole(entry: ParityCase): Verdict {
  const broken = console_.broken.find((file) => file.file === relative(entry));
  const errors = (broken?.problems ?? []).filter((problem) => severityOf(problem.kind) === 'error');
  return { refused: broken !== undefined && !console_.files.some((file) => file.file === relative(entry)), keys: keysOf(errors.map((problem) => problem.key)) };
}

async function byServer(entry: ParityCase): Promise<Verdict> {
  const name = String(entry.json.name);
  const refusal = await server.refusal(name);
  const keys = (refusal?.problems ?? []).map((line) => line.slice(0, line.indexOf(': ')));
  return { refused: (await server.find(name)) === undefined && refusal !== undefined, keys: keysOf(keys) };
}

function byLab(entry: ParityCase): Verdict {
  const analysis = analyse(JSON.stringify(entry.json, null, 2), relative(entry), { jsonSchema: labJsonSchema, resources });
  const errors = analysis.problems.filter((problem) => problem.origin === 'check' && problem.severity === 'error');
  return { refused: !analysis.valid, keys: keysOf(errors.map((problem) => problem.key)) };
}

function byCli(entry: ParityCase): Verdict {
  const prefix = `${relative(entry)}: `;
  const mine = cliLines.filter((line) => line.startsWith(prefix));
  const errors = mine.filter((line) => line.includes(' › ') && !line.includes('(warning)'));
  const keys = errors.map((line) => line.slice(line.indexOf(' › ') + 3, line.indexOf(': ', line.indexOf(' › '))));
  return { refused: mine.some((line) => line.startsWith(`${prefix}refused`)), keys: keysOf(keys) };
}

describe('one check, everywhere: the four judges of a resource file agree', () => {
  it('feeds at least 20 classes of mistake', () => {
    expect(new Set(CASES.map((entry) => entry.mistake)).size).toBeGreaterThanOrEqual(20);
  });

  it.each(CASES)('$mistake: refused by all four, at the same keys ($key among them)', async (entry) => {
    const verdicts = { console: byConsole(entry), server: await byServer(entry), lab: byLab(entry), cli: byCli(entry) };
    expect(verdicts.console).toMatchObject({ refused: true });
    expect(verdicts.console.keys).toContain(entry.key);
    expect(verdicts).toEqual({ console: verdicts.console, server: verdicts.console, lab: verdicts.console, cli: verdicts.console });
    // The server says it once, naming the file and the key.
    const logged = serverLog.filter((line) => line.startsWith(`${relative(entry)} not served:`));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(entry.key);
  });

  it('accepts the valid file in all four, without a problem', async () => {
    const entry = ALL[ALL.length - 1];
    expect(console_.files.map((file) => file.file)).toContain(relative(entry));
    expect(server.names()).toContain('parityValid');
    expect(await byServer(entry)).toEqual({ refused: false, keys: [] });
    const lab = analyse(JSON.stringify(VALID, null, 2), relative(entry), { jsonSchema: labJsonSchema, resources });
    expect(lab).toMatchObject({ valid: true, problems: [] });
    expect(cliLines.filter((line) => line.startsWith(`${relative(entry)}:`))).toEqual([]);
    const alone: string[] = [];
    expect(await resourcesCheck([join(dir, relative(entry))], (line) => void alone.push(line))).toBe(0);
    expect(alone).toEqual(['OK: 1 resource file, no problems']);
    expect(cliCode).toBe(1);
  });
});
