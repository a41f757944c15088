/** The permission editor's pure steps: rules rebuilt from their parts, "all", conditions both ways, changes and refusals placed. */
import { describe, expect, it } from 'vitest';
import type { ResourcePermissions } from '../../../src/kernel/access/rolePermissions';
import { allState, ruleOf, toggleAll, withParts } from '../../../src/pages/roles/permissions/rules';
import { conditionOf, partsOfCondition } from '../../../src/pages/roles/permissions/condition';
import { changedResources } from '../../../src/pages/roles/permissions/changes';
import { placeRefusals } from '../../../src/pages/roles/permissions/refusals';

const NONE: ResourcePermissions = { read: false, create: false, update: false, delete: false, export: false };

describe('the permission editor rules', () => {
  it('rebuilds a rule from its parts, empty ones left out: nothing narrowing is true', () => {
    expect(ruleOf({ fields: [], presets: {} })).toBe(true);
    expect(ruleOf({ fields: ['a'], rows: 'own' })).toEqual({ fields: ['a'], rows: 'own' });
    const narrowed = withParts({ ...NONE, read: true }, 'read', { fields: ['a'] });
    expect(narrowed.read).toEqual({ fields: ['a'] });
    expect(withParts(narrowed, 'read', { fields: [] }).read).toBe(true);
    expect(withParts({ ...NONE, read: { rows: 'own' } }, 'read', { rows: undefined }).read).toBe(true);
  });

  it('"all" grants every refused operation whole and keeps the narrowed ones; off refuses all', () => {
    const some: ResourcePermissions = { ...NONE, read: { fields: ['a'] } };
    expect(allState(some)).toBe('some');
    const all = toggleAll(some);
    expect(all).toEqual({ read: { fields: ['a'] }, create: true, update: true, delete: true, export: true });
    expect(allState(all)).toBe('all');
    expect(toggleAll(all)).toEqual(NONE);
  });

  it('reads and writes each condition of the format through field, operator and value', () => {
    const conditions = [
      { field: 'type', equals: 1 },
      { field: 'type', equals: 1, not: true },
      { field: 'type', in: [1, 2] },
      { field: 'type', in: [1], not: true },
      { field: 'type', notEmpty: true as const },
      { field: 'type', notEmpty: true as const, not: true },
    ];
    for (const condition of conditions) expect(conditionOf(partsOfCondition(condition))).toEqual(condition);
    expect(partsOfCondition({ field: 'type', notEmpty: true, not: true }).operator).toBe('empty');
    expect(conditionOf({ field: 'type', operator: 'in', value: 'x' })).toEqual({ field: 'type', in: ['x'] });
  });

  it('names only the resources whose rules changed, whatever the order of their keys', () => {
    const saved = { a: { ...NONE, read: { fields: ['x'], rows: 'own' as const } }, b: NONE };
    const same = { a: { export: false, delete: false, update: false, create: false, read: { rows: 'own' as const, fields: ['x'] } }, b: NONE };
    expect(changedResources(saved, same)).toEqual({});
    expect(changedResources(saved, { ...same, b: { ...NONE, read: true } })).toEqual({ b: { ...NONE, read: true } });
  });

  it('places refusals on the resource and operation their path names, the rest above the list', () => {
    const placed = placeRefusals(
      { 'a.read.fields[2]': { message: 'no field' }, 'a.create.presets.x': { message: 'bad %{n}', args: { n: 1 } }, 'zzz.read': { message: 'unknown' } },
      new Set(['a']),
      (message, args) => message.replace('%{n}', String(args?.n ?? '')),
    );
    expect(placed.byResource.a).toEqual([
      { path: 'a.read.fields[2]', operation: 'read', message: 'no field' },
      { path: 'a.create.presets.x', operation: 'create', message: 'bad 1' },
    ]);
    expect(placed.general).toEqual(['zzz.read: unknown']);
  });
});
