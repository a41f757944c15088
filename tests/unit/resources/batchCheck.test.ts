/** The schema check of the batch keys: bulkEdit and import need a resource by convention; import.key names a (unique) field. */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CELLS, checkSchemas, type SchemaCheckEnv } from '../../../src/kernel/check/check';
import { severityOf } from '../../../src/kernel/check/severity';
import { parseResourceFile } from '../../../src/kernel/format/parse';

const env: SchemaCheckEnv = { catalogues: { en: {}, zh: {} }, routeParents: new Set(), knownCells: BUILT_IN_CELLS };

const file = (extra: Record<string, unknown>) => ({
  name: 'person',
  label: 'People',
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'email', type: 'email', unique: true },
    { source: 'name', type: 'text' },
  ],
  ...extra,
});

const problemsOf = (json: Record<string, unknown>) => {
  const parsed = parseResourceFile(json, 'person.json');
  if (!parsed.schema) return parsed.problems;
  return checkSchemas([parsed.schema], env);
};

describe('batch keys in the schema check', () => {
  it('passes a conventional resource with bulkEdit and an import keyed by a unique field', () => {
    expect(problemsOf(file({ bulkEdit: true, import: { formats: ['csv'], key: 'email' } }))).toEqual([]);
  });

  it('refuses bulkEdit and import on a resource with its own endpoints', () => {
    const problems = problemsOf(file({ endpoints: { list: { method: 'GET', path: '/person/list' } }, bulkEdit: true, import: true }));
    expect(problems.map(({ key, kind }) => [key, kind])).toEqual([
      ['bulkEdit', 'batchNeedsConvention'],
      ['import', 'batchNeedsConvention'],
    ]);
    expect(severityOf('batchNeedsConvention')).toBe('error');
  });

  it('names an import key that is no field, and warns about one that is not unique', () => {
    expect(problemsOf(file({ import: { key: 'mail' } }))).toEqual([expect.objectContaining({ key: 'import.key', kind: 'notAField' })]);
    const loose = problemsOf(file({ import: { key: 'name' } }));
    expect(loose).toEqual([expect.objectContaining({ key: 'import.key', kind: 'importKeyNotUnique', message: expect.stringContaining("'name' is not unique") })]);
    expect(severityOf('importKeyNotUnique')).toBe('warning');
  });
});
