/**
 * `npm run resources:prune -- <name> <field> [--yes]`: drops the values a removed field left
 * stored (its column, and its values in trashed records) from the configured database (DATA_DIR's
 * SQLite file, or DATABASE_URL). A field the file of that name still has (published, or listed by
 * the config.json of DIST_DIR, as the server reads them) is refused.
 * Asks y/N on a terminal; elsewhere `--yes` is required. There is no undo: back up first
 * (`npm run db:backup`).
 */
import { createInterface } from 'node:readline/promises';
import { DEFAULT_DIST_DIR } from '../server/http/build';
import { createResourceFiles } from '../server/http/resourceFiles';
import { createScryptHasher } from '../server/http/scrypt';
import { NAME_PATTERN } from '../server/resources/columns';
import { describeTarget, targetFromEnv } from '../server/sql/connect';
import { openSqlStore } from '../server/sql/sqlStore';

import { runCommand } from './runCommand';

type Write = (line: string) => void;
/** Asks a question on a terminal; undefined when there is none. */
export type Ask = ((question: string) => Promise<string>) | undefined;

const terminalAsk: Ask = process.stdin.isTTY
  ? async (question) => {
      const prompt = createInterface({ input: process.stdin, output: process.stdout });
      try {
        return await prompt.question(question);
      } finally {
        prompt.close();
      }
    }
  : undefined;

/** Whether a resource file still declares `source` as a field. */
function declares(json: unknown, source: string): boolean {
  const fields = typeof json === 'object' && json !== null ? (json as { fields?: unknown }).fields : undefined;
  return Array.isArray(fields) && fields.some((field: unknown) => typeof field === 'object' && field !== null && (field as { source?: unknown }).source === source);
}

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/** The command without the process: returns the exit code. */
export async function main(args: readonly string[], env: NodeJS.ProcessEnv = process.env, ask: Ask = terminalAsk, write: Write = (line) => console.log(line)): Promise<number> {
  const yes = args.includes('--yes');
  const [name, source, ...rest] = args.filter((arg) => arg !== '--yes');
  if (name === undefined || source === undefined || rest.length > 0 || !NAME_PATTERN.test(name) || !NAME_PATTERN.test(source)) {
    write('Usage: npm run resources:prune -- <resource name> <field source> [--yes]');
    return 1;
  }
  const where = describeTarget(targetFromEnv(env));
  if (!yes) {
    if (!ask) {
      write(`Not a terminal: pass --yes to drop the kept values of ${name}.${source} in ${where}.`);
      return 1;
    }
    const answer = await ask(`Drop the kept values of ${name}.${source} in ${where} for good? [y/N] `);
    if (!/^y(es)?$/i.test(answer.trim())) {
      write('Nothing dropped.');
      return 1;
    }
  }
  const store = await openSqlStore(env, { passwords: createScryptHasher() });
  try {
    const published = await store.resourceFiles.get(name);
    if (published && declares(parsed(published.body), source)) {
      write(`${name}.${source} is a field of the published file ${name}: remove it from the file first.`);
      return 1;
    }
    // The deployment's config.json (DIST_DIR, as the server reads it).
    const onDisk = (await createResourceFiles(env.DIST_DIR?.trim() || DEFAULT_DIST_DIR, { log: () => undefined }).diskFiles()).get(name);
    if (onDisk && declares(onDisk.json, source)) {
      write(`${name}.${source} is a field of ${onDisk.file}: remove it from the file first.`);
      return 1;
    }
    const dropped = await store.resources.prune(name, source);
    if (dropped === undefined) {
      write(`Nothing stored under ${name}.${source}.`);
      return 1;
    }
    write(`Dropped ${name}.${source}: ${dropped} value${dropped === 1 ? '' : 's'}.`);
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(import.meta.url, 'resources:prune', main);
