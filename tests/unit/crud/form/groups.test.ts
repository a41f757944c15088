/** A resource's `form` as groups of fields (pure part). */
import { describe, expect, it } from 'vitest';
import { dialogWidthOf, formGroupsOf, groupHasError, spansRow, visibleGroupsOf } from '../../../../src/crud/form/groups';
import type { FieldSchema, FormLayout } from '../../../../src/kernel/types';

const fields: FieldSchema[] = [
  { source: 'name', type: 'text' },
  { source: 'kind', type: 'select', choices: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] },
  { source: 'note', type: 'textarea', visibleWhen: { field: 'kind', equals: 'b' } },
  { source: 'price', type: 'number' },
  { source: 'startAt', type: 'datetime' },
  { source: 'memo', type: 'text' },
];

const sources = (groups: ReturnType<typeof formGroupsOf>) => groups.map((group) => [group.key, group.title, group.columns, group.fields.map((field) => field.source)]);

describe('formGroupsOf', () => {
  it("keeps the file's sections in order, and puts the fields no section names in a last, untitled group", () => {
    const layout: FormLayout = {
      layout: 'sections',
      sections: [
        { title: 'Basics', fields: ['price', 'name'], columns: 2 },
        { title: 'More', fields: ['note'] },
      ],
    };
    expect(sources(formGroupsOf(layout, fields))).toEqual([
      ['s0', 'Basics', 2, ['price', 'name']],
      ['s1', 'More', 1, ['note']],
      ['rest', undefined, 1, ['kind', 'startAt', 'memo']],
    ]);
  });

  it('skips names that are no field of the form (hidden by mode or role) and a second mention; drops empty groups', () => {
    const layout: FormLayout = {
      layout: 'tabs',
      sections: [
        { title: 'A', fields: ['name', 'secret'] },
        { title: 'B', fields: ['name', 'gone'] },
        { title: 'C', fields: ['name', 'kind', 'note', 'price', 'startAt', 'memo'] },
      ],
    };
    expect(sources(formGroupsOf(layout, fields))).toEqual([
      ['s0', 'A', 1, ['name']],
      ['s2', 'C', 1, ['kind', 'note', 'price', 'startAt', 'memo']],
    ]);
  });
});

describe('visibleGroupsOf', () => {
  const layout: FormLayout = { layout: 'steps', sections: [{ title: 'One', fields: ['name', 'kind'] }, { title: 'Two', fields: ['note'] }] };
  const groups = formGroupsOf(layout, fields);

  it('leaves out hidden fields, and a group with none left (a step with nothing to fill is skipped)', () => {
    expect(visibleGroupsOf(groups, { kind: 'a' }).map((group) => group.key)).toEqual(['s0', 'rest']);
    expect(visibleGroupsOf(groups, { kind: 'b' }).map((group) => group.key)).toEqual(['s0', 's1', 'rest']);
  });
});

describe('helpers', () => {
  it('the dialog grows to md only when a section has more than one column', () => {
    expect(dialogWidthOf(undefined)).toBe('sm');
    expect(dialogWidthOf({ layout: 'tabs', sections: [{ fields: ['a'] }, { fields: ['b'], columns: 1 }] })).toBe('sm');
    expect(dialogWidthOf({ layout: 'sections', sections: [{ fields: ['a'] }, { fields: ['b'], columns: 3 }] })).toBe('md');
  });

  it('a group holds an error when an error names one of its fields, nested paths included', () => {
    const [group] = formGroupsOf({ layout: 'tabs', sections: [{ fields: ['name', 'price'] }] }, fields);
    expect(group && groupHasError(group, { memo: { message: 'x' } })).toBe(false);
    expect(group && groupHasError(group, { price: { message: 'x' } })).toBe(true);
    const [nested] = formGroupsOf({ layout: 'tabs', sections: [{ fields: ['address.city'] }] }, [{ source: 'address.city', type: 'text' }]);
    expect(nested && groupHasError(nested, { address: { city: { message: 'x' } } })).toBe(true);
  });

  it('wide inputs span a whole row', () => {
    expect(spansRow({ source: 'note', type: 'textarea' })).toBe(true);
    expect(spansRow({ source: 'name', type: 'text' })).toBe(false);
  });
});
