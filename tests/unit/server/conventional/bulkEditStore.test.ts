// @vitest-environment node
/** ResourceRecords.writeAll on the store TEST_STORE names: every write or none, a unique clash names its op. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BatchClashError, MissingRecordError } from '../../../../server/resources/batch';
import type { ResourceRecords } from '../../../../server/resources/resourceStoreTypes';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { person } from './batchFixtures';

let opened: TestStore;
let records: ResourceRecords;

beforeAll(async () => {
  opened = await createTestStore(TEST_STORE);
});
beforeEach(async () => {
  await opened.store.reset();
  records = await opened.store.resources.open(person);
});
afterAll(async () => {
  await opened.dispose();
});

describe(`writeAll (${TEST_STORE})`, () => {
  it('inserts and updates in one go, answering the ids in order', async () => {
    const [first] = await records.writeAll([{ op: 'insert', values: { email: 'a@x.io', name: 'A' } }]);
    const ids = await records.writeAll([
      { op: 'update', id: first, patch: { name: 'A2' } },
      { op: 'insert', values: { email: 'b@x.io', name: 'B' } },
    ]);
    expect(ids).toEqual([first, first + 1]);
    expect((await records.get(first))?.name).toBe('A2');
  });

  it('a clash with a record, or with an earlier op, names the op and writes nothing', async () => {
    const [first] = await records.writeAll([{ op: 'insert', values: { email: 'a@x.io', name: 'A' } }]);
    const clash = records.writeAll([
      { op: 'update', id: first, patch: { name: 'changed' } },
      { op: 'insert', values: { email: 'b@x.io', name: 'B' } },
      { op: 'insert', values: { email: 'A@X.IO', name: 'C' } },
    ]);
    await expect(clash).rejects.toBeInstanceOf(BatchClashError);
    await expect(clash).rejects.toMatchObject({ index: 2, source: 'email' });
    const twice = records.writeAll([
      { op: 'insert', values: { email: 'c@x.io', name: 'C', badge: 'x' } },
      { op: 'insert', values: { email: 'd@x.io', name: 'D', badge: 'x' } },
    ]);
    await expect(twice).rejects.toMatchObject({ index: 1, source: 'badge' });
    expect(await records.count()).toBe(1);
    expect((await records.get(first))?.name).toBe('A');
  });

  it('an update of a missing record writes nothing', async () => {
    await expect(records.writeAll([{ op: 'insert', values: { email: 'a@x.io', name: 'A' } }, { op: 'update', id: 999, patch: { name: 'x' } }])).rejects.toBeInstanceOf(MissingRecordError);
    expect(await records.count()).toBe(0);
  });
});
