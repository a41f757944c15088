// @vitest-environment node
/**
 * `npm run resources:migrate` and `resources:prune` on a real database of each SQL engine (the
 * SQLite file DATA_DIR names; PostgreSQL through DATABASE_URL when the run has one): the plan
 * prints every change and changes nothing, a refused change changes nothing either, the change
 * applies without --plan, and prune asks before it drops kept values.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResourceFiles } from '../../../src/kernel/check/checkFile';
import { resources as registry } from '../../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../../src/kernel/types';
import { openDatabase } from '../../../server/sql/connect';
import { createSqlStore } from '../../../server/sql/sqlStore';
import { main as migrate } from '../../../scripts/resourcesMigrate';
import { main as prune } from '../../../scripts/resourcesPrune';
import { memoFile, staticRoot } from '../server/resourceFiles/fixtures';
import { postgresLocation, sqliteLocation, POSTGRES_URL, TEST_PASSWORDS, type TestLocation } from '../storage/stores';

const schemaOf = (json: unknown): ResourceSchema => checkResourceFiles([{ file: 'memo.json', json }], registry)[0].schema!;

const engines = POSTGRES_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(engines)('resources:migrate and resources:prune on %s', (engine) => {
  let location: TestLocation;
  let folder: string;
  let env: NodeJS.ProcessEnv;
  const ids: number[] = [];

  const fileOf = (name: string, json: unknown): string => {
    const file = join(folder, `${name}.json`);
    writeFileSync(file, JSON.stringify(json));
    return file;
  };
  const run = async (command: typeof migrate, args: string[]) => {
    const lines: string[] = [];
    const code = await command(args, env, (line) => void lines.push(line));
    return { code, text: lines.join('\n') };
  };
  const stored = async () => {
    const store = await createSqlStore(openDatabase(location.target), { passwords: TEST_PASSWORDS });
    try {
      return await store.resources.plan(schemaOf(memoFile('memo')));
    } finally {
      await store.close();
    }
  };

  beforeAll(async () => {
    location = engine === 'sqlite' ? await sqliteLocation() : await postgresLocation();
    folder = mkdtempSync(join(tmpdir(), 'sms-migrate-'));
    env = engine === 'sqlite' ? { DATA_DIR: location.target.dataDir, DIST_DIR: folder } : { DATABASE_URL: location.target.location, DATA_DIR: location.target.dataDir, DIST_DIR: folder };
    const store = await createSqlStore(openDatabase(location.target), { passwords: TEST_PASSWORDS });
    const records = await store.resources.open(schemaOf(memoFile('memo', { fields: [...memoFile('memo').fields, { source: 'note', type: 'text' }] })));
    for (const [title, count] of [['a', 1], ['b', 2], ['c', null]] as const) ids.push((await records.insert({ title, count, note: `${title} note` })).id);
    await store.close();
  });
  afterAll(async () => {
    await location?.remove();
    rmSync(folder, { recursive: true, force: true });
  });

  it('prints the plan and changes nothing', async () => {
    const changed = fileOf('planned', memoFile('memo', { fields: [{ source: 'heading', type: 'text', renamedFrom: 'title' }, { source: 'count', type: 'text' }, { source: 'extra', type: 'number' }] }));
    const { code, text } = await run(migrate, ['--plan', changed]);
    expect(code).toBe(0);
    expect(text).toContain('Plan of memo in');
    expect(text).toContain('heading: rename from title (3 values)');
    expect(text).toContain('count: convert type number -> text (2 values)');
    expect(text).toContain('extra: add');
    expect(text).toContain('note: kept (removed field, 3 values)');
    expect((await stored()).changes).toEqual([{ action: 'kept', field: 'note', values: 3 }]);
  });

  it('says which values refuse a change and changes nothing', async () => {
    const refused = fileOf('refused', memoFile('memo', { fields: [{ source: 'title', type: 'number' }, { source: 'count', type: 'number' }] }));
    for (const args of [['--plan', refused], [refused]]) {
      const { code, text } = await run(migrate, args);
      expect(code).toBe(1);
      expect(text).toContain(`title: refused, 3 values do not convert text -> number (first ids: ${ids.join(', ')})`);
      expect(text).toContain('Refused: no value was changed.');
    }
    expect((await stored()).changes).toEqual([{ action: 'kept', field: 'note', values: 3 }]);
  });

  it('applies the change without --plan', async () => {
    const changed = fileOf('applied', memoFile('memo', { fields: [{ source: 'heading', type: 'text', renamedFrom: 'title' }, { source: 'count', type: 'text' }, { source: 'note', type: 'text' }] }));
    const { code, text } = await run(migrate, [changed]);
    expect(code).toBe(0);
    expect(text).toContain('Applied.');
    const store = await createSqlStore(openDatabase(location.target), { passwords: TEST_PASSWORDS });
    try {
      const records = await store.resources.open(schemaOf(memoFile('memo', { fields: [{ source: 'heading', type: 'text' }, { source: 'count', type: 'text' }, { source: 'note', type: 'text' }] })));
      expect(await records.get(ids[0])).toMatchObject({ heading: 'a', count: '1', note: 'a note' });
    } finally {
      await store.close();
    }
    expect((await run(migrate, [changed])).text).toContain('nothing to change');
  });

  it('prunes kept values only when confirmed, and never a field a file still has', async () => {
    const lines: string[] = [];
    const write = (line: string) => void lines.push(line);
    const root = staticRoot({ memo: memoFile('memo', { fields: [{ source: 'note', type: 'text' }] }) });
    try {
      expect(await prune(['memo', 'note', '--yes'], { ...env, DIST_DIR: root.dir }, undefined, write)).toBe(1);
      expect(lines.pop()).toBe('memo.note is a field of resources/memo.json: remove it from the file first.');
    } finally {
      root.remove();
    }
    expect(await prune(['memo', 'note'], env, undefined, write)).toBe(1);
    expect(lines.pop()).toMatch(/Not a terminal: pass --yes/);
    expect(await prune(['memo', 'note'], env, async () => 'n', write)).toBe(1);
    expect(lines.pop()).toBe('Nothing dropped.');
    expect(await prune(['memo', 'note'], env, async () => 'y', write)).toBe(0);
    expect(lines.pop()).toBe('Dropped memo.note: 3 values.');
    expect(await prune(['memo', 'note', '--yes'], env, undefined, write)).toBe(1);
    expect(lines.pop()).toBe('Nothing stored under memo.note.');
  });
});
