// @vitest-environment node
/** A record's values after one of its history entries, from the entries written since (server/audit/pastValues.ts). */
import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../../../src/kernel/http/audit';
import { valuesAfter } from '../../../../server/audit/pastValues';
import type { StoredAuditEntry } from '../../../../server/storage/auditStore';

const entry = (id: number, action: StoredAuditEntry['action'], changes: StoredAuditEntry['changes']): StoredAuditEntry => ({
  id,
  at: id,
  actorId: 1,
  actorName: 'admin',
  address: null,
  requestId: null,
  action,
  resource: 'note',
  recordId: '1',
  changes,
});

const newestFirst = [
  entry(4, 'update', { title: { before: 'b', after: 'c' }, secret: { before: REDACTED, after: REDACTED } }),
  entry(3, 'update', { title: { before: 'a', after: 'b' }, count: { before: 1, after: 2 }, _version: { before: 2, after: 3 } }),
  entry(2, 'update', { count: { before: 0, after: 1 } }),
  entry(1, 'create', { title: { after: 'a' }, count: { after: 0 } }),
];

describe('valuesAfter', () => {
  it("takes the oldest later change's before value of each field", () => {
    expect(valuesAfter(newestFirst, 2)).toEqual({ ok: true, values: { title: 'a', count: 1 } });
    expect(valuesAfter(newestFirst, 1)).toEqual({ ok: true, values: { title: 'a', count: 0 } });
    expect(valuesAfter(newestFirst, 3)).toEqual({ ok: true, values: { title: 'b' } });
  });

  it('writes nothing back for the newest entry, and never a redacted value or a version stamp', () => {
    expect(valuesAfter(newestFirst, 4)).toEqual({ ok: true, values: {} });
    const values = valuesAfter(newestFirst, 1);
    expect(values.ok && Object.keys(values.values)).toEqual(['title', 'count']);
  });

  it('refuses an unknown entry and one after which the record did not exist', () => {
    expect(valuesAfter(newestFirst, 9)).toEqual({ ok: false, reason: 'not-found' });
    expect(valuesAfter([entry(5, 'delete', { title: { before: 'c' } }), ...newestFirst], 5)).toEqual({ ok: false, reason: 'not-restorable' });
  });
});
