// @vitest-environment node
/**
 * Published resource files (storage/publishedFileStore.ts) on every store: the same answers, a
 * signature that changes with each write, the revisions each put keeps and the audit entry written
 * with the write (nothing written when its entry cannot be made).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_REVISIONS } from '../../../src/kernel/http/resourceFiles';
import type { NewAuditEntry } from '../../../server/storage/auditStore';
import { NoRoomError } from '../../../server/storage/publishedFileStore';
import { createTestStore, STORE_KINDS, type TestStore } from './stores';

describe.each(STORE_KINDS)('published resource files (%s)', (kind) => {
  let opened: TestStore;
  beforeAll(async () => {
    opened = await createTestStore(kind);
  });
  afterAll(() => opened.dispose());

  it('puts, replaces, lists, gets and removes files; the signature changes with every write', async () => {
    const files = opened.store.resourceFiles;
    const signatures = [await files.signature()];
    const memo = await files.put({ name: 'memo', body: '{"name":"memo"}', updatedBy: 'admin' }, 1000);
    signatures.push(await files.signature());
    const alpha = await files.put({ name: 'alpha', body: '{"name":"alpha"}', updatedBy: 'editor' }, 2000);
    signatures.push(await files.signature());
    expect(alpha.revision).toBeGreaterThan(memo.revision);
    expect(await files.list()).toEqual([
      { name: 'alpha', updatedAt: 2000, updatedBy: 'editor', revision: alpha.revision },
      { name: 'memo', updatedAt: 1000, updatedBy: 'admin', revision: memo.revision },
    ]);
    // Replacing the older file (not the newest): the signature still changes.
    const again = await files.put({ name: 'memo', body: '{"name":"memo","label":"x"}', updatedBy: 'editor' }, 3000);
    signatures.push(await files.signature());
    expect(await files.get('memo')).toEqual({ name: 'memo', body: '{"name":"memo","label":"x"}', updatedAt: 3000, updatedBy: 'editor', revision: again.revision });
    expect((await files.all()).map((file) => file.name)).toEqual(['alpha', 'memo']);
    expect(await files.count()).toBe(2);
    expect(await files.remove('alpha')).toBe(true);
    expect(await files.remove('alpha')).toBe(false);
    signatures.push(await files.signature());
    expect(await files.get('alpha')).toBeUndefined();
    expect(new Set(signatures).size).toBe(signatures.length);
  });

  it('clear (the reset) empties the set, and revisions keep growing after it', async () => {
    const files = opened.store.resourceFiles;
    const before = await files.put({ name: 'memo', body: '{}', updatedBy: 'admin' });
    await files.clear();
    expect(await files.list()).toEqual([]);
    const after = await files.put({ name: 'memo', body: '{}', updatedBy: 'admin' });
    expect(after.revision).toBeGreaterThan(before.revision);
  });

  it('refuses a new file once maxFiles are stored, even with many puts at once; replaces a known one', async () => {
    const files = opened.store.resourceFiles;
    await files.clear();
    await files.put({ name: 'kept', body: '{}', updatedBy: 'admin' });
    // Eight new names race for the two places left (on PostgreSQL, over several connections).
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, index) => files.put({ name: `new${index}`, body: '{}', updatedBy: 'admin' }, Date.now(), 3)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused.every((result) => result.reason instanceof NoRoomError)).toBe(true);
    expect(await files.count()).toBe(3);
    await expect(files.put({ name: 'kept', body: '{"again":1}', updatedBy: 'admin' }, Date.now(), 3)).resolves.toMatchObject({ name: 'kept' });
  });

  it('keeps each put as a revision, newest first, bounded per name, kept after a remove and gone with clear', async () => {
    const files = opened.store.resourceFiles;
    await files.clear();
    const first = await files.put({ name: 'memo', body: '{"v":1}', updatedBy: 'admin' }, 1000);
    await files.put({ name: 'other', body: '{}', updatedBy: 'admin' }, 1500);
    const second = await files.put({ name: 'memo', body: '{"v":2}', updatedBy: 'editor' }, 2000, undefined, { rolledBackFrom: first.revision });
    expect(await files.revisions('memo', 10)).toEqual([
      { name: 'memo', revision: second.revision, publishedAt: 2000, publishedBy: 'editor', rolledBackFrom: first.revision },
      { name: 'memo', revision: first.revision, publishedAt: 1000, publishedBy: 'admin', rolledBackFrom: null },
    ]);
    expect(await files.revisions('memo', 1)).toHaveLength(1);
    expect(await files.revision('memo', first.revision)).toEqual({ name: 'memo', revision: first.revision, body: '{"v":1}', publishedAt: 1000, publishedBy: 'admin', rolledBackFrom: null });
    expect(await files.revision('other', first.revision)).toBeUndefined();
    expect(await files.unpublishedRevisions(10)).toEqual([]);
    expect(await files.remove('memo')).toBe(true);
    expect(await files.revisions('memo', 10)).toHaveLength(2);
    expect(await files.unpublishedRevisions(10)).toEqual([{ name: 'memo', revision: second.revision, publishedAt: 2000, publishedBy: 'editor', rolledBackFrom: first.revision }]);
    await files.remove('other');
    expect((await files.unpublishedRevisions(10)).map(({ name }) => name)).toEqual(['memo', 'other']);
    expect((await files.unpublishedRevisions(1)).map(({ name }) => name)).toEqual(['memo']);
    for (let index = 0; index < MAX_FILE_REVISIONS; index += 1) await files.put({ name: 'memo', body: `{"n":${index}}`, updatedBy: 'admin' });
    const kept = await files.revisions('memo', MAX_FILE_REVISIONS + 10);
    expect(kept).toHaveLength(MAX_FILE_REVISIONS);
    expect(await files.revision('memo', second.revision)).toBeUndefined();
    expect(await files.revisions('other', 10)).toHaveLength(1);
    await files.clear();
    expect(await files.revisions('memo', 10)).toEqual([]);
  }, 30_000);

  it('writes the audit entry of a put and a remove with it, and nothing when the entry cannot be made', async () => {
    const { resourceFiles: files, audit } = opened.store;
    await files.clear();
    await audit.clear();
    const entry = (action: NewAuditEntry['action'], revision: number): NewAuditEntry => ({
      at: 1,
      actorId: 1,
      actorName: 'admin',
      address: null,
      requestId: null,
      action,
      resource: '_resources',
      recordId: 'memo',
      changes: { revision: { after: revision } },
    });
    const saved = await files.put({ name: 'memo', body: '{}', updatedBy: 'admin' }, 1000, undefined, { audit: (file) => entry('publish', file.revision) });
    await expect(
      files.put({ name: 'memo', body: '{"lost":1}', updatedBy: 'admin' }, 2000, undefined, {
        audit: () => {
          throw new Error('no entry');
        },
      }),
    ).rejects.toThrow('no entry');
    expect(await files.get('memo')).toMatchObject({ body: '{}', revision: saved.revision });
    expect(await files.revisions('memo', 10)).toHaveLength(1);
    expect(await files.remove('memo', (removed) => entry('unpublish', removed.revision))).toBe(true);
    const { rows } = await audit.list({ resource: '_resources', order: 'ASC', offset: 0, limit: 10 });
    expect(rows.map(({ action, changes }) => [action, changes])).toEqual([
      ['publish', { revision: { after: saved.revision } }],
      ['unpublish', { revision: { after: saved.revision } }],
    ]);
  });
});
