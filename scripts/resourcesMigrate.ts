/**
 * `npm run resources:migrate -- [--plan] <file.json>`: what a resource file does to the stored
 * values of its resource in the configured database (DATA_DIR's SQLite file, or DATABASE_URL, as
 * `npm start` and `db:reset` read them), field by field: add, rename (n values), convert type
 * (n values), refused (n values do not convert, first ids), kept (removed field, n values).
 * With `--plan` nothing changes; without, the change is applied (the server would apply it too,
 * when it serves the file). Exits 1 when the file is refused or the change is.
 */
import { readFile } from 'node:fs/promises';
import { checkResourceFiles, describeFileProblem } from '../src/kernel/check/checkFile';
import { resources as registry } from '../src/kernel/resources/registry';
import type { ResourceSchema } from '../src/kernel/types';
import { createScryptHasher } from '../server/http/scrypt';
import { columnsOf } from '../server/resources/columns';
import { describeChange, FileChangeRefusedError } from '../server/resources/fileChange';
import { describeTarget, targetFromEnv } from '../server/sql/connect';
import { openSqlStore } from '../server/sql/sqlStore';
import { RESOURCE_FILE_MAX_BYTES } from '../server/http/resourceFiles';

import { runCommand } from './runCommand';

type Write = (line: string) => void;

/** The conventional resource a file declares, or the lines saying why not. */
export async function conventionalSchemaOf(file: string): Promise<ResourceSchema | string[]> {
  let json: unknown;
  try {
    const text = await readFile(file, 'utf8');
    if (Buffer.byteLength(text) > RESOURCE_FILE_MAX_BYTES) return [`${file}: larger than ${RESOURCE_FILE_MAX_BYTES / 1024} KB`];
    json = JSON.parse(text);
  } catch (error) {
    return [`${file}: cannot be read as JSON (${error instanceof Error ? error.message : String(error)})`];
  }
  const [checked] = checkResourceFiles([{ file, json }], registry);
  if (!checked.schema) return checked.problems.filter((problem) => problem.severity === 'error').map(describeFileProblem);
  if (!checked.conventional) return [`${file}: the resource has its own endpoints: the server stores nothing for it`];
  const { problems } = columnsOf(checked.schema);
  return problems.length > 0 ? problems.map((problem) => `${file}: ${problem}`) : checked.schema;
}

/** The command without the process: returns the exit code. */
export async function main(args: readonly string[], env: NodeJS.ProcessEnv = process.env, write: Write = (line) => console.log(line)): Promise<number> {
  const planOnly = args.includes('--plan');
  const files = args.filter((arg) => arg !== '--plan');
  if (files.length !== 1) {
    write('Usage: npm run resources:migrate -- [--plan] <file.json>');
    return 1;
  }
  const schema = await conventionalSchemaOf(files[0]);
  if (Array.isArray(schema)) {
    schema.forEach((line) => write(line));
    return 1;
  }
  const store = await openSqlStore(env, { passwords: createScryptHasher() });
  try {
    const plan = await store.resources.plan(schema);
    write(`${planOnly ? 'Plan' : 'Change'} of ${schema.name} in ${describeTarget(targetFromEnv(env))}:`);
    if (plan.changes.length === 0) write('  nothing to change');
    plan.changes.forEach((change) => write(`  ${describeChange(change)}`));
    if (plan.refused) {
      write('Refused: no value was changed.');
      return 1;
    }
    if (planOnly) return 0;
    try {
      await store.resources.open(schema);
    } catch (error) {
      // Another writer changed the values since the plan.
      if (error instanceof FileChangeRefusedError) {
        write(`Refused: ${error.message}`);
        return 1;
      }
      throw error;
    }
    write('Applied.');
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(import.meta.url, 'resources:migrate', main);
