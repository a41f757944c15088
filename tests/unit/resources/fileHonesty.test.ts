/**
 * What the one check says about a file's keys that only some servers hold, about `update` actions,
 * and about a resource without a title: each key named, warnings that refuse nothing, errors that do.
 */
import { describe, expect, it } from 'vitest';
import { checkResourceFile } from '../../../src/kernel/check/checkFile';
import { resources } from '../../../src/kernel/resources/registry';

const FILE = 'resources/claim.json';

const CLAIM = {
  name: 'claim',
  label: 'Claims',
  fields: [
    { source: 'title', type: 'text', required: true, maxLength: 20 },
    { source: 'status', type: 'select', choices: [{ id: 'draft', name: 'Draft' }, { id: 'approved', name: 'Approved' }] },
    { source: 'amount', type: 'number', min: 0, max: 100 },
    { source: 'code', type: 'text', edit: 'readonly' },
  ],
};

const approve = (effect: unknown, placement = 'row') => ({ name: 'approve', label: 'Approve', placement, effect });
const problemsOf = (json: unknown) => checkResourceFile(FILE, json, resources).problems.map((problem) => [problem.key, problem.kind, problem.severity]);

describe('keys only the embedded server enforces, in a file with its own endpoints', () => {
  const endpoints = { list: { method: 'GET', path: '/claims' } };

  it('warns about owner, access and field roles by name, and still serves the file', () => {
    const json = {
      ...CLAIM,
      endpoints,
      owner: { field: 'amount' },
      access: { delete: ['admin'] },
      fields: [...CLAIM.fields, { source: 'note', type: 'text', roles: { view: ['admin'] } }],
    };
    const checked = checkResourceFile(FILE, json, resources);
    expect(checked.schema?.name).toBe('claim');
    expect(checked.problems).toHaveLength(1);
    expect(checked.problems[0]).toMatchObject({ key: 'owner', kind: 'consoleOnlyKeys', severity: 'warning' });
    expect(checked.problems[0].message).toContain('owner, access, fields.note.roles hold only in the console');
  });

  it('refuses trash, bulkEdit, import and update actions, which need the convention routes', () => {
    expect(problemsOf({ ...CLAIM, endpoints, trash: true, bulkEdit: true, actions: [approve({ kind: 'update', set: { status: 'approved' } })] })).toEqual([
      ['bulkEdit', 'batchNeedsConvention', 'error'],
      ['trash', 'batchNeedsConvention', 'error'],
      ['actions.approve.effect', 'batchNeedsConvention', 'error'],
    ]);
  });
});

describe('update actions', () => {
  it('accepts values the fields take, on row and bulk placements', () => {
    expect(problemsOf({ ...CLAIM, actions: [approve({ kind: 'update', set: { status: 'approved', amount: null } }), { ...approve({ kind: 'update', set: { amount: 0 } }, 'bulk'), name: 'zero' }] })).toEqual([]);
  });

  it('refuses a toolbar placement, an empty set, unknown or fixed fields and values their field refuses, naming each', () => {
    const actions = [
      approve({ kind: 'update', set: { status: 'paid', amount: 500, title: null, code: 'X', nope: 1 } }, 'toolbar'),
      { ...approve({ kind: 'update', set: {} }), name: 'noop' },
    ];
    expect(problemsOf({ ...CLAIM, actions })).toEqual([
      ['actions.approve.placement', 'updateActionPlacement', 'error'],
      ['actions.approve.effect.set.status', 'updateActionValue', 'error'],
      ['actions.approve.effect.set.amount', 'updateActionValue', 'error'],
      ['actions.approve.effect.set.title', 'updateActionValue', 'error'],
      ['actions.approve.effect.set.code', 'updateActionField', 'error'],
      ['actions.approve.effect.set.nope', 'updateActionField', 'error'],
      ['actions.noop.effect.set', 'updateActionSetsNothing', 'error'],
    ]);
    const amount = checkResourceFile(FILE, { ...CLAIM, actions: [approve({ kind: 'update', set: { amount: 500 } })] }, resources).problems[0];
    expect(amount.message).toBe('500 is no value of amount: Must be at most 100');
  });
});

describe('a resource without a title', () => {
  it('is served with its name in a readable form as its label, and a warning saying so', () => {
    const checked = checkResourceFile(FILE, { name: 'holdoutCampaign', route: { parent: '/example', path: 'holdout', name: 'Holdout' }, fields: CLAIM.fields }, resources);
    expect(checked.problems.map((problem) => [problem.key, problem.kind, problem.severity])).toEqual([['label', 'untitledRoute', 'warning']]);
    expect(checked.problems[0].message).toContain("the menu shows 'Holdout campaign'");
    expect(checked.schema?.label).toBe('Holdout campaign');
  });
});
