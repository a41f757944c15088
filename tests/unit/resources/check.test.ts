import { describe, expect, it } from 'vitest';
import { BUILT_IN_CELLS, checkSchemas, type SchemaCheckEnv } from '../../../src/kernel/check/check';
import type { ActionSchema, FieldSchema, ResourceSchema } from '../../../src/kernel/types';
import { checkRegistry } from '../../../src/shell/schemaCheck';

const texts = {
  order: { name: 'Order', title: 'Title', state: 'State', open: 'Open', closed: 'Closed', approve: 'Approve' },
  shop: 'Shop',
};
const env: SchemaCheckEnv = {
  catalogues: {
    en: { t: texts, resources: { order: { fields: { amount: 'Amount' } } } },
    zh: { t: texts, resources: { order: { fields: { amount: '金额' } } } },
  },
  routeParents: new Set(['/permission']),
  reservedPaths: new Set(['/dashboard']),
  knownActions: new Set(['approveDialog']),
  knownCells: BUILT_IN_CELLS,
  knownInputs: new Set(['stars']),
  knownToolbars: new Set(['sortSelect']),
};

const customer: ResourceSchema = {
  name: 'customer',
  endpoints: { list: { method: 'GET', path: '/customer/list' } },
  list: { kind: 'client' },
  fields: [{ source: 'customerName', label: 'Customer', type: 'text' }],
};

/** A schema with no problem: each test breaks one thing of a copy. */
function order(): ResourceSchema {
  return {
    name: 'order',
    label: 't.order.name',
    icon: 'table',
    route: { parent: '/permission', path: 'order', name: 'Order' },
    endpoints: { list: { method: 'GET', path: '/order/list' } },
    list: { kind: 'client' },
    sort: { field: 'id', order: 'DESC' },
    fields: [
      { source: 'title', label: 't.order.title', type: 'text', required: true, minLength: 1, maxLength: 20, filter: 'text' },
      {
        source: 'state',
        label: 't.order.state',
        type: 'status',
        choices: [
          { id: 0, name: 't.order.open', color: 'success' },
          { id: 1, name: 'Closed for good', color: 'info' },
        ],
        filter: { kind: 'select' },
        cell: 'badge',
      },
      { source: 'customerId', label: 'Customer', type: 'reference', reference: { resource: 'customer', optionText: 'customerName', copy: { customerName: 'customerName' } } },
      { source: 'customerName', label: 'Customer name', type: 'text', visibleWhen: { field: 'state', equals: 0 } },
      { source: 'amount', type: 'number', min: 0, max: 100, pattern: { value: '^\\d+$', message: 'Digits only' } },
    ],
    actions: [{ name: 'approve', label: 't.order.approve', placement: 'row', effect: { kind: 'dialog', dialog: 'approveDialog' }, visibleWhen: { field: 'state', equals: 0 } }],
  };
}

type Break = (schema: ResourceSchema) => void;

const field = (schema: ResourceSchema, source: string): FieldSchema => {
  const found = schema.fields.find((candidate) => candidate.source === source);
  if (!found) throw new Error(`no field ${source}`);
  return found;
};
const action = (schema: ResourceSchema): ActionSchema => schema.actions![0];
/** Sets a key a typed schema cannot have (what a JSON schema or a typo does). */
const loose = (target: object) => target as Record<string, unknown>;

function problemsOf(breakIt: Break, more: ResourceSchema[] = [], options: Partial<SchemaCheckEnv> = {}) {
  const schema = order();
  breakIt(schema);
  return checkSchemas([schema, customer, ...more], { ...env, ...options }).map(({ resource, key, kind }) => ({ resource, key, kind }));
}

const cases: Array<[string, Break, string, string]> = [
  ['duplicate field sources', (s) => s.fields.push({ source: 'title', label: 'Again', type: 'text' }), 'fields.title', 'duplicateField'],
  ['an unknown field type', (s) => (loose(field(s, 'title')).type = 'txt'), 'fields.title.type', 'unknownFieldType'],
  ['an unknown parent', (s) => (s.route!.parent = '/nowhere'), 'route.parent', 'unknownParent'],
  ['a parent that is a page', (s) => (s.route!.parent = '/dashboard'), 'route.parent', 'reservedParent'],
  ['a group declared for an existing group', (s) => (s.route!.group = { title: 'Again' }), 'route.group', 'groupIgnored'],
  ['an unknown group icon', (s) => (s.route = { parent: '/shop', path: 'order', name: 'Order', group: { title: 't.shop', icon: 'cart' } }), 'route.group.icon', 'unknownIcon'],
  ['an unknown reference resource', (s) => (field(s, 'customerId').reference!.resource = 'client'), 'fields.customerId.reference.resource', 'unknownResource'],
  ['a reference option text not in the referenced schema', (s) => (field(s, 'customerId').reference!.optionText = 'name'), 'fields.customerId.reference.optionText', 'notAField'],
  ['a copied field not in the referenced schema', (s) => (field(s, 'customerId').reference!.copy = { customerName: 'fullName' }), 'fields.customerId.reference.copy.customerName', 'notAField'],
  ['a reference field without reference', (s) => delete field(s, 'customerId').reference, 'fields.customerId.reference', 'missingReference'],
  ['a sort field that is not a field', (s) => (s.sort = { field: 'createdAt', order: 'ASC' }), 'sort.field', 'notAField'],
  ['a status field without choices', (s) => delete field(s, 'state').choices, 'fields.state.choices', 'missingChoices'],
  ['a select field with no choices', (s) => s.fields.push({ source: 'kind', label: 'Kind', type: 'select', choices: [] }), 'fields.kind.choices', 'missingChoices'],
  ['a filter kind that does not fit the field type', (s) => (field(s, 'title').filter = 'numberRange'), 'fields.title.filter', 'filterMismatch'],
  ['a bad pattern', (s) => (field(s, 'amount').pattern = { value: '(', message: 'Digits only' }), 'fields.amount.pattern', 'badPattern'],
  ['min above max', (s) => (field(s, 'amount').min = 200), 'fields.amount.min', 'inverted'],
  ['minLength above maxLength', (s) => (field(s, 'title').minLength = 30), 'fields.title.minLength', 'inverted'],
  ['an unknown icon', (s) => (s.icon = 'rocket'), 'icon', 'unknownIcon'],
  ['an unknown cell', (s) => (field(s, 'state').cell = { name: 'sparkline' }), 'fields.state.cell', 'unknownCell'],
  ['an unknown input', (s) => (field(s, 'title').input = 'richText'), 'fields.title.input', 'unknownInput'],
  ['an unknown toolbar extension', (s) => (s.toolbar = ['sortSelect', 'columnPicker']), 'toolbar.columnPicker', 'unknownToolbar'],
  ['a choice condition on an unknown field', (s) => (field(s, 'state').choices![0].visibleWhen = { field: 'stat', equals: 0 }), 'fields.state.choices.0.visibleWhen.field', 'notAField'],
  ['an action success title key missing', (s) => (action(s).successTitle = 't.order.done'), 'actions.approve.successTitle', 'missingText'],
  ['an unknown action dialog', (s) => (action(s).effect = { kind: 'dialog', dialog: 'refundDialog' }), 'actions.approve.effect.dialog', 'unknownAction'],
  ['an unknown action handler', (s) => (action(s).effect = { kind: 'handler', handler: 'refund' }), 'actions.approve.effect.handler', 'unknownAction'],
  ['duplicate action names', (s) => s.actions!.push({ ...action(s), label: 'Approve' }), 'actions.approve', 'duplicateAction'],
  ['a field condition on an unknown field', (s) => (field(s, 'customerName').visibleWhen = { field: 'status', equals: 0 }), 'fields.customerName.visibleWhen.field', 'notAField'],
  ['an action condition on an unknown field', (s) => (action(s).visibleWhen = { field: 'stat', in: [0] }), 'actions.approve.visibleWhen.field', 'notAField'],
  ['a resource label key missing', (s) => (s.label = 't.order.nam'), 'label', 'missingText'],
  ['a field label key missing', (s) => (field(s, 'title').label = 't.order.titel'), 'fields.title.label', 'missingText'],
  ['an input label key missing', (s) => (field(s, 'title').inputLabel = 't.order.titleInput'), 'fields.title.inputLabel', 'missingText'],
  ['a choice name key missing', (s) => (field(s, 'state').choices![1].name = 't.order.shut'), 'fields.state.choices.1.name', 'missingText'],
  ['a per-rule message key missing', (s) => (field(s, 'title').messages = { required: 't.order.needTitle' }), 'fields.title.messages.required', 'missingText'],
  ['a pattern message key missing', (s) => (field(s, 'amount').pattern!.message = 't.order.digits'), 'fields.amount.pattern.message', 'missingText'],
  ['a filter label key missing', (s) => (field(s, 'state').filter = { kind: 'select', label: 't.order.stateFilter' }), 'fields.state.filter.label', 'missingText'],
  ['a page message key missing', (s) => (s.messages = { create: 't.order.new' }), 'messages.create', 'missingText'],
  ['an action label key missing', (s) => (action(s).label = 't.order.aprove'), 'actions.approve.label', 'missingText'],
  ['an action confirm key missing', (s) => (action(s).confirm = 't.order.sure'), 'actions.approve.confirm', 'missingText'],
  ['an action success key missing', (s) => (action(s).success = 't.order.approved'), 'actions.approve.success', 'missingText'],
  ['an action failure key missing', (s) => (action(s).failure = 't.order.notApproved'), 'actions.approve.failure', 'missingText'],
  ['a group title key missing', (s) => (s.route = { parent: '/shop', path: 'order', name: 'Order', group: { title: 't.shopp' } }), 'route.group.title', 'missingText'],
  ['a routed resource with no label and no catalogue name', (s) => delete s.label, 'label', 'untitledRoute'],
  ['an owner field that is no field', (s) => (s.owner = { field: 'createdBy' }), 'owner.field', 'notAField'],
  ['an owner field that holds no user id', (s) => (s.owner = { field: 'title' }), 'owner.field', 'badValue'],
  ['a compare rule naming no field', (s) => (field(s, 'amount').compare = [{ op: 'lte', field: 'total', message: 'Too much' }]), 'fields.amount.compare[0].field', 'notAField'],
];

describe('checkSchemas', () => {
  it('finds nothing wrong in the registry, with the real catalogues, route groups and icons', () => {
    expect(checkRegistry()).toEqual([]);
  });

  it('finds nothing wrong in the test schema it breaks below', () => {
    expect(problemsOf(() => undefined)).toEqual([]);
  });

  it.each(cases)('reports %s', (_, breakIt, key, kind) => {
    expect(problemsOf(breakIt)).toEqual([{ resource: 'order', key, kind }]);
  });

  it('reports duplicate resource names on the second one', () => {
    expect(problemsOf(() => undefined, [{ ...customer }])).toEqual([{ resource: 'customer', key: 'name', kind: 'duplicateResource' }]);
  });

  it('reports two resources with the same page', () => {
    const copy = { ...order(), name: 'order2' };
    expect(problemsOf(() => undefined, [copy])).toEqual([{ resource: 'order2', key: 'route.path', kind: 'duplicateRoute' }]);
  });

  it('reports a new group declared differently by two resources, and lets others join it without declaring', () => {
    const inShop = (name: string, group?: { title: string }) => ({
      ...order(),
      name,
      route: { parent: '/shop', path: name, name, group },
    });
    const shop = (s: ResourceSchema) => (s.route = { parent: '/shop', path: 'order', name: 'Order', group: { title: 't.shop' } });
    expect(problemsOf(shop, [inShop('joiner')])).toEqual([]);
    expect(problemsOf(shop, [inShop('rival', { title: 'Store' })])).toEqual([{ resource: 'rival', key: 'route.group', kind: 'groupConflict' }]);
  });

  it('reports a default label key present in one language only', () => {
    const half: SchemaCheckEnv['catalogues'] = { en: env.catalogues.en, zh: { t: texts } };
    expect(problemsOf(() => undefined, [], { catalogues: half })).toEqual([{ resource: 'order', key: 'fields.amount.label', kind: 'missingText' }]);
  });

  it('accepts plain text, cells and actions the environment registers', () => {
    const custom = (s: ResourceSchema) => {
      field(s, 'title').label = 'Order title';
      field(s, 'title').cell = 'sparkline';
      action(s).effect = { kind: 'handler', handler: 'refund' };
    };
    expect(problemsOf(custom, [], { knownCells: new Set([...BUILT_IN_CELLS, 'sparkline']), knownActions: new Set(['refund']) })).toEqual([]);
  });

  it('accepts a select filter with its own choices on any field type', () => {
    const ranked = (s: ResourceSchema) => (field(s, 'amount').filter = { kind: 'select', choices: [{ id: 1, name: 't.order.open' }] });
    expect(problemsOf(ranked)).toEqual([]);
  });

  it('says what is wrong, naming the key and the languages', () => {
    const schema = order();
    schema.label = 't.order.nam';
    expect(checkSchemas([schema, customer], env)[0]?.message).toBe("Text 't.order.nam' is missing in en, zh");
  });
});
