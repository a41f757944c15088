// @vitest-environment node
/** SQL stores keep everything across a close and a new open; only the first open seeds. */
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/sql/connect';
import { createSqlStore } from '../../../server/sql/sqlStore';
import { postgresLocation, POSTGRES_URL, sqliteLocation, TEST_PASSWORDS, type TestLocation } from './stores';

const kinds = POSTGRES_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(kinds)('%s store on the same location', (kind) => {
  let location: TestLocation | undefined;
  afterEach(async () => {
    await location?.remove();
  });

  it('keeps records, sessions, uploads and codes; seeds only once', async () => {
    location = kind === 'sqlite' ? await sqliteLocation() : await postgresLocation();
    const first = await createSqlStore(openDatabase(location.target), { packageConfCount: 7, passwords: TEST_PASSWORDS });
    const user = await first.users.insert({ userName: 'zoe', phone: '', passwordHash: 'pbkdf2$1$AA==$AA==', type: 0, description: 'kept', roles: ['editor'] });
    await first.users.update(4, { userName: 'alice-renamed' });
    await first.packageConfs.remove(1);
    const token = await first.sessions.issue(user.id);
    await first.uploads.put({ id: 'abcabcabcabcabcabcabcabc', name: 'a.gif', type: 'image/gif', size: 2, bytes: new Uint8Array([7, 8]), ownerId: user.id, createdAt: 5 });
    await first.smsCodes.set({ userId: 1, code: '424242', sentAt: 9 });
    await first.roles.insert({ key: 'role-4', name: 'ops', description: '', routes: [] });
    const users = await first.users.list();
    const packages = await first.packageConfs.list();
    await first.close();

    // A later start with other seed settings keeps the data it finds.
    const second = await createSqlStore(openDatabase(location.target), { packageConfCount: 100, passwords: TEST_PASSWORDS });
    expect(await second.users.list()).toEqual(users);
    expect(await second.packageConfs.list()).toEqual(packages);
    expect(packages).toHaveLength(6);
    expect(await second.sessions.resolve(token)).toBe(user.id);
    expect([...((await second.uploads.get('abcabcabcabcabcabcabcabc'))?.bytes ?? [])]).toEqual([7, 8]);
    expect(await second.smsCodes.get(1)).toMatchObject({ code: '424242' });
    expect((await second.roles.list()).map((role) => role.key)).toContain('role-4');
    // Ids go on after the largest ever used, across the restart.
    expect((await second.packageConfs.insert({ ...packages[0]!, id: undefined, packageId: 'PKG-NEW' })).id).toBe(8);
    await second.close();
  });
});
