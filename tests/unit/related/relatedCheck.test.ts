/** The schema check of `related`: the other resource exists, its target is a reference or references field to this one. */
import { describe, expect, it } from 'vitest';
import { checkResourceFiles } from '../../../src/kernel/check/checkFile';
import { resources } from '../../../src/kernel/resources/registry';

const customer = (related: unknown) => ({
  name: 'customer',
  label: 'Customers',
  related,
  fields: [{ source: 'name', type: 'text' }],
});

const order = {
  name: 'order',
  label: 'Orders',
  fields: [
    { source: 'title', type: 'text' },
    { source: 'note', type: 'text' },
    { source: 'customer', type: 'reference', reference: { resource: 'customer', optionText: 'name' } },
    { source: 'author', type: 'reference', reference: { resource: 'userOption', optionText: 'userName' } },
    { source: 'partners', type: 'references', reference: { resource: 'customer', optionText: 'name' } },
    { source: 'watchers', type: 'references', reference: { resource: 'userOption', optionText: 'userName' } },
    { source: 'tags', type: 'tags' },
  ],
};

function problemsOfCustomer(related: unknown) {
  const checked = checkResourceFiles(
    [
      { file: 'resources/customer.json', json: customer(related) },
      { file: 'resources/order.json', json: order },
    ],
    resources,
  );
  return checked[0]?.problems.map((problem) => [problem.key, problem.kind, problem.severity, problem.message]) ?? [];
}

describe('the check of related records', () => {
  it('accepts a reference field of a known resource that points at this one', () => {
    expect(problemsOfCustomer([{ resource: 'order', target: 'customer', title: 'Orders of the customer' }])).toEqual([]);
  });

  it('refuses an unknown resource, naming those that exist', () => {
    const [problem] = problemsOfCustomer([{ resource: 'orders', target: 'customer' }]);
    expect(problem?.slice(0, 3)).toEqual(['related[0].resource', 'unknownResource', 'error']);
    expect(problem?.[3]).toMatch(/No resource is named 'orders' \(resources: .*order/);
  });

  it('refuses a target that is no field of the other resource', () => {
    expect(problemsOfCustomer([{ resource: 'order', target: 'client' }])).toEqual([
      ['related[0].target', 'notAField', 'error', "'client' is not a field of order"],
    ]);
  });

  it('refuses a target that is not a reference, or a reference to another resource', () => {
    const problems = problemsOfCustomer([
      { resource: 'order', target: 'note' },
      { resource: 'order', target: 'author' },
    ]);
    expect(problems).toEqual([
      ['related[0].target', 'badValue', 'error', 'order.note is a text field: the target of a related list must be a reference or references field'],
      [
        'related[1].target',
        'badValue',
        'error',
        'order.author refers to userOption, not to customer: the target must be a reference (or references) to this resource',
      ],
    ]);
  });

  it('accepts a references field naming this resource: many-to-many seen from this side', () => {
    expect(problemsOfCustomer([{ resource: 'order', target: 'partners', title: 'Orders naming the customer' }])).toEqual([]);
  });

  it('refuses a references field to another resource, and a list field that names no records', () => {
    expect(problemsOfCustomer([{ resource: 'order', target: 'watchers' }, { resource: 'order', target: 'tags' }])).toEqual([
      [
        'related[0].target',
        'badValue',
        'error',
        'order.watchers refers to userOption, not to customer: the target must be a reference (or references) to this resource',
      ],
      ['related[1].target', 'badValue', 'error', 'order.tags is a tags field: the target of a related list must be a reference or references field'],
    ]);
  });
});
