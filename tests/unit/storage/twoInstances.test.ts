// @vitest-environment node
/**
 * Two server instances on one PostgreSQL (runs when the run has a PostgreSQL): they start together without a
 * failure and seed once, open the same resource tables at once, count failed logins against one
 * limit, and serve each other's uploads from the database, with no file on either's disk.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/handlers';
import { openDatabase } from '../../../server/sql/connect';
import { createSqlStore, type SqlStore } from '../../../server/sql/sqlStore';
import { DEFAULT_STORE_SETTINGS } from '../../../server/storage/storeTypes';
import { PNG } from '../../fixtures/images';
import { conventional } from '../server/conventional/conventionalSchema';
import { POSTGRES_URL, postgresLocation, TEST_PASSWORDS, type TestLocation } from './stores';

const note = conventional({
  name: 'twinNote',
  label: 'Notes',
  roles: ['admin'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text', required: true, unique: true },
  ],
});
const grownNote = conventional({ ...note, fields: [...note.fields, { source: 'body', type: 'text' }, { source: 'code', type: 'text', unique: { ignoreCase: true } }] });

describe.skipIf(!POSTGRES_URL)('two instances on one PostgreSQL', () => {
  let location: TestLocation;
  let first: SqlStore;
  let second: SqlStore;

  beforeAll(async () => {
    location = await postgresLocation();
    // Both start at the same moment on an empty database: migrations and the seed race.
    [first, second] = await Promise.all([0, 1].map(() => createSqlStore(openDatabase(location.target), { passwords: TEST_PASSWORDS })));
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await location?.remove();
  });

  it('both start, and the demo data is seeded once', async () => {
    const seededAt = await first.db.selectFrom('meta').select('value').where('key', '=', 'seededAt').execute();
    expect(seededAt).toHaveLength(1);
    expect(await first.packageConfs.count()).toBe(DEFAULT_STORE_SETTINGS.packageConfCount);
    expect(await second.users.count()).toBe(await first.users.count());
    const migrations = await first.db.selectFrom('kysely_migration' as never).selectAll().execute();
    expect(migrations.length).toBeGreaterThanOrEqual(4);
  });

  it('both open the same resource table at once, and both add its new columns at once', async () => {
    const [mine, theirs] = await Promise.all([first.resources.open(note), second.resources.open(note)]);
    const row = await mine.insert({ title: 'written by one' });
    expect(await theirs.get(row.id)).toMatchObject({ title: 'written by one' });
    const [grownMine, grownTheirs] = await Promise.all([first.resources.open(grownNote), second.resources.open(grownNote)]);
    await grownTheirs.update(row.id, { body: 'by the other', code: 'X1' });
    expect(await grownMine.get(row.id)).toMatchObject({ title: 'written by one', body: 'by the other', code: 'X1' });
  });

  it('counts failed logins on both instances against one limit', async () => {
    const apps = [createApi(first).app, createApi(second).app];
    const tryLogin = async (index: number, userName = 'admin'): Promise<unknown> => {
      const response = await apps[index % 2]!.request('/api/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName, password: `wrong ${index}` }),
      });
      return ((await response.json()) as { code: unknown }).code;
    };
    // Five wrong passwords, spread over both instances at once.
    expect(await Promise.all([0, 1, 2, 3, 4].map((index) => tryLogin(index)))).toEqual([60204, 60204, 60204, 60204, 60204]);
    // The 6th is refused on either instance, whichever served the five.
    expect(await tryLogin(5)).toBe('42900');
    expect(await tryLogin(6)).toBe('42900');
    expect(await first.loginThrottle.waitMinutes('admin', 'anywhere')).toBe(15);

    // 12 guesses at once over both: at most 5 reach the password check, the others wait.
    const codes = await Promise.all(Array.from({ length: 12 }, (_, index) => tryLogin(index, 'editor')));
    expect(codes.filter((code) => code === 60204).length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === '42900').length).toBeGreaterThanOrEqual(7);
    await first.loginThrottle.clear();
  });

  it('serves an upload through the other instance, from the database, with no file on disk', async () => {
    const [one, other] = [createApi(first).app, createApi(second).app];
    const login = await one.request('/api/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'editor', password: '111111' }),
    });
    const token = ((await login.json()) as { data: string }).data;
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const sent = await one.request('/api/upload/image', { method: 'POST', headers: { Token: token }, body: form });
    const answer = (await sent.json()) as { code: string; data: { url: string } };
    expect(answer.code).toBe('00000');

    const served = await other.request(answer.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const uploadsFolder = join(location.target.dataDir, 'uploads');
    expect(existsSync(uploadsFolder) ? readdirSync(uploadsFolder) : []).toEqual([]);
    expect(await first.db.selectFrom('uploadBytes').select('id').execute()).toHaveLength(1);
  });
});
