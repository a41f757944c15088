// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSessions } from '../../../server/sessions';
import { createMemoryStore } from '../../../server/store';

describe('memory store', () => {
  it('is deterministic for a seed and differs across seeds', async () => {
    const a = createMemoryStore({ seed: 7 });
    const b = createMemoryStore({ seed: 7 });
    const c = createMemoryStore({ seed: 8 });
    expect(await a.packageConfs.list()).toEqual(await b.packageConfs.list());
    expect(await a.articles.list()).toEqual(await b.articles.list());
    expect(await a.articles.list()).not.toEqual(await c.articles.list());
  });

  it('seeds the demo accounts (passwords hashed, never kept) and the default sizes', async () => {
    const store = createMemoryStore();
    await store.ready;
    expect((await store.users.list()).slice(0, 3).map(({ userName, roles }) => ({ userName, roles }))).toEqual([
      { userName: 'admin', roles: ['admin'] },
      { userName: 'editor', roles: ['editor'] },
      { userName: 'visitor', roles: ['visitor'] },
    ]);
    const [admin, editor] = await store.users.list();
    expect(admin?.passwordHash).toMatch(/^pbkdf2\$\d+\$[^$]+\$[^$]+$/);
    expect(JSON.stringify(await store.users.list())).not.toContain('111111');
    // A salt per user: the same password gives different hashes.
    expect(admin?.passwordHash).not.toBe(editor?.passwordHash);
    expect(await store.passwords.verify('111111', admin?.passwordHash ?? '')).toBe(true);
    expect(await store.passwords.verify('111112', admin?.passwordHash ?? '')).toBe(false);
    expect(await store.packageConfs.count()).toBe(25);
    expect(await store.sendNames.count()).toBe(12);
    expect(await store.articles.count()).toBe(100);
    expect((await store.roles.list()).map((role) => role.key)).toEqual(['admin', 'editor', 'visitor']);
  });

  it('seeds 100000 package confs in under a second of CPU time', async () => {
    const store = createMemoryStore({ packageConfCount: 100000 });
    expect(await store.packageConfs.count()).toBe(100000);
  });

  it('reset restores the seed', async () => {
    const store = createMemoryStore();
    await store.ready;
    const before = await store.users.list();
    await store.users.remove(5);
    await store.users.insert({ userName: 'x', phone: '', passwordHash: 'p', type: 0, description: '', roles: [] });
    expect(await store.users.list()).not.toEqual(before);
    await store.reset();
    expect(await store.users.list()).toEqual(before);
  });
});

describe('sessions', () => {
  it('expire after their lifetime and can be revoked', () => {
    let now = 1000;
    const sessions = createSessions(500, () => now);
    const a = sessions.issue(1);
    const b = sessions.issue(2);
    expect(sessions.resolve(a)).toBe(1);
    now = 1600;
    expect(sessions.resolve(a)).toBeUndefined();
    const c = sessions.issue(2);
    sessions.revokeUser(2);
    expect(sessions.resolve(b)).toBeUndefined();
    expect(sessions.resolve(c)).toBeUndefined();
    expect(sessions.resolve(null)).toBeUndefined();
  });
});
