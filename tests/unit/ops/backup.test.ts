// @vitest-environment node
/** db:backup then db:restore into a fresh store gives the same answers: SQLite always, PostgreSQL with TEST_POSTGRES_URL. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveError, backup, restore } from '../../../scripts/dbArchive';
import { openDatabase } from '../../../server/sql/connect';
import { createSqlStore } from '../../../server/sql/sqlStore';
import { POSTGRES_URL, TEST_PASSWORDS, postgresLocation, sqliteLocation, type TestLocation } from '../storage/stores';
import { campaign, fullCampaign } from '../server/conventional/richTypes';

const root = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'ops-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const kinds = POSTGRES_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const locationOf = (kind: 'sqlite' | 'postgres'): Promise<TestLocation> => (kind === 'sqlite' ? sqliteLocation() : postgresLocation());

describe.each(kinds)('backup and restore on %s', (kind) => {
  it('restores records, a runtime resource table and an upload into a fresh database', async () => {
    const from = await locationOf(kind);
    const into = await locationOf(kind);
    try {
      const store = await createSqlStore(openDatabase(from.target), { passwords: TEST_PASSWORDS });
      const records = await store.resources.open(campaign);
      const rows = [await records.insert({ ...fullCampaign, name: 'first' }), await records.insert({ ...fullCampaign, name: 'second', labels: ['a', 'b'] })];
      const added = await store.sendNames.insert({ sendName: 'ACME', userId: 1, userName: 'admin' });
      const bytes = Buffer.from('GIF89a-bytes-of-an-upload');
      await store.uploads.put({ id: 'abcdef0123456789', name: 'a.gif', type: 'image/gif', size: bytes.length, ownerId: 1, createdAt: 1, bytes });
      const before = { users: await store.users.list(), sendNames: await store.sendNames.list(), rows: await records.getMany(rows.map((row) => row.id)) };
      const file = join(work, `${kind}.jsonl.gz`);
      await backup((store as unknown as { db: Kysely<unknown> }).db, from.target, file);
      await store.close();

      // Through the npm script's entry point, as an operator would.
      execFileSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/dbRestore.ts', file], {
        cwd: root,
        env: { ...process.env, DATA_DIR: into.target.dataDir, DATABASE_URL: kind === 'postgres' ? into.target.location : '' },
      });
      const restored = await createSqlStore(openDatabase(into.target), { passwords: TEST_PASSWORDS });
      try {
        const again = await restored.resources.open(campaign);
        expect(await restored.users.list()).toEqual(before.users);
        expect(await restored.sendNames.list()).toEqual(before.sendNames);
        expect(await restored.sendNames.get(added.id)).toEqual(added);
        expect(await again.getMany(rows.map((row) => row.id))).toEqual(before.rows);
        expect(Buffer.from((await restored.uploads.get('abcdef0123456789'))?.bytes ?? []).toString()).toBe(bytes.toString());
        // Ids go on from where they were: no duplicate after the restore.
        const next = await again.insert({ ...fullCampaign, name: 'third' });
        expect(before.rows.map((row) => row.id)).not.toContain(next.id);

        // A second restore into the same, now full, database is refused.
        await expect(restore((restored as unknown as { db: Kysely<unknown> }).db, into.target, file)).rejects.toThrow(/already holds data/);
      } finally {
        await restored.close();
      }
    } finally {
      await from.remove();
      await into.remove();
    }
  }, 120_000);
});

describe('restore refuses', () => {
  it('an archive of a newer migration set, and a file that is not an archive', async () => {
    const location = await sqliteLocation();
    const { db } = openDatabase(location.target);
    try {
      const newer = join(work, 'newer.jsonl.gz');
      writeFileSync(newer, gzipSync(`${JSON.stringify({ header: { format: 'sms-admin-backup', version: 1, dialect: 'sqlite', createdAt: '', migrations: ['0001_init', '0999_future'] } })}\n`));
      await expect(restore(db as unknown as Kysely<unknown>, location.target, newer)).rejects.toThrow(ArchiveError);
      await expect(restore(db as unknown as Kysely<unknown>, location.target, newer)).rejects.toThrow(/0999_future/);
      const junk = join(work, 'junk.gz');
      writeFileSync(junk, gzipSync('{"hello":1}\n'));
      await expect(restore(db as unknown as Kysely<unknown>, location.target, junk)).rejects.toThrow(/not a backup/);
    } finally {
      await db.destroy();
      await location.remove();
    }
  });
});
