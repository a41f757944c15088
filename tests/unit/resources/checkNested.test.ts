/**
 * The schema check of the rich types' vocabulary: sub-fields checked as fields are (at keys such as
 * `fields.steps.fields.delay.max`, conditions naming siblings), the keys that belong to some types
 * only, unknown names listed with the known ones, defaults of the new types, and the form layout.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CELLS, checkSchemas, type SchemaCheckEnv } from '../../../src/kernel/check/check';
import { FIELD_TYPES, NESTING_DEPTH_CAP } from '../../../src/kernel/format/definition/names';
import { severityOf } from '../../../src/kernel/check/severity';
import type { FieldSchema, ResourceSchema } from '../../../src/kernel/types';

const env: SchemaCheckEnv = {
  catalogues: { en: {}, zh: {} },
  routeParents: new Set(['/sms']),
  knownCells: BUILT_IN_CELLS,
  knownInputs: new Set(['stars']),
};

const contact: ResourceSchema = {
  name: 'contact',
  endpoints: { list: { method: 'GET', path: '/contact' } },
  list: { kind: 'client' },
  fields: [{ source: 'name', label: 'Name', type: 'text' }],
};

/** A campaign using every new type with no problem: each test breaks one thing of a copy. */
function campaign(): ResourceSchema {
  return {
    name: 'campaign',
    label: 'Campaign',
    endpoints: { list: { method: 'GET', path: '/campaign' } },
    list: { kind: 'client' },
    fields: [
      { source: 'title', label: 'Title', type: 'text', required: true },
      { source: 'start', label: 'Start', type: 'date', defaultValue: '2030-01-31', filter: 'dateRange' },
      { source: 'sendAt', label: 'Send at', type: 'time', defaultValue: '09:30' },
      { source: 'period', label: 'Period', type: 'dateRange', defaultValue: ['2030-01-01', '2030-02-01'] },
      { source: 'active', label: 'Active', type: 'switch', defaultValue: true },
      { source: 'volume', label: 'Volume', type: 'slider', min: 0, max: 100, step: 5, defaultValue: 50 },
      { source: 'score', label: 'Score', type: 'rating', max: 10, defaultValue: 7 },
      { source: 'tint', label: 'Tint', type: 'color', defaultValue: '#1a2B3c' },
      { source: 'channels', label: 'Channels', type: 'multiSelect', choices: [{ id: 'sms', name: 'SMS' }, { id: 'mail', name: 'Mail' }], defaultValue: ['sms'], maxItems: 2 },
      { source: 'labels', label: 'Labels', type: 'tags', maxLength: 20, maxItems: 5, defaultValue: ['new'] },
      { source: 'body', label: 'Body', type: 'markdown', defaultValue: '# Hello' },
      { source: 'html', label: 'Html', type: 'richText' },
      { source: 'extra', label: 'Extra', type: 'json', defaultValue: { a: [1] } },
      { source: 'cover', label: 'Cover', type: 'image', accept: ['image/*'], crop: { aspect: 1 } },
      { source: 'gallery', label: 'Gallery', type: 'images', maxItems: 4 },
      { source: 'brief', label: 'Brief', type: 'file', accept: ['application/pdf'] },
      {
        source: 'address',
        label: 'Address',
        type: 'object',
        fields: [
          { source: 'city', label: 'City', type: 'text', required: true },
          { source: 'zip', label: 'Zip', type: 'text', visibleWhen: { field: 'city', notEmpty: true } },
        ],
        defaultValue: { city: 'Paris' },
      },
      {
        source: 'steps',
        label: 'Steps',
        type: 'array',
        minItems: 1,
        maxItems: 10,
        fields: [
          { source: 'delay', label: 'Delay', type: 'number', integer: true, min: 0, max: 3600 },
          { source: 'message', label: 'Message', type: 'textarea', requiredWhen: { field: 'delay', notEmpty: true } },
        ],
        defaultValue: [{ delay: 0, message: 'Hi' }],
      },
      { source: 'audience', label: 'Audience', type: 'references', reference: { resource: 'contact', optionText: 'name' }, filter: 'reference' },
    ],
    form: {
      layout: 'tabs',
      sections: [
        { title: 'Main', fields: ['title', 'start', 'period'], columns: 2 },
        { title: 'Content', fields: ['body', 'steps'] },
      ],
    },
  };
}

const field = (fields: readonly FieldSchema[], path: string): FieldSchema => {
  const [source, ...rest] = path.split('.');
  const found = fields.find((candidate) => candidate.source === source);
  if (!found) throw new Error(`no field ${path}`);
  return rest.length === 0 ? found : field(found.fields ?? [], rest.join('.'));
};
const loose = (target: object) => target as Record<string, unknown>;

type Break = (schema: ResourceSchema, at: (path: string) => FieldSchema) => void;

function checked(breakIt: Break, options: Partial<SchemaCheckEnv> = {}) {
  const schema = campaign();
  breakIt(schema, (path) => field(schema.fields, path));
  return checkSchemas([schema, contact], { ...env, ...options }).filter((problem) => problem.resource === 'campaign');
}
const problemsOf = (breakIt: Break) => checked(breakIt).map(({ key, kind }) => ({ key, kind }));

const cases: Array<[string, Break, string, string]> = [
  // Sub-fields get every check a field gets.
  ['a sub-field of an unknown type', (_, at) => (loose(at('steps.delay')).type = 'nmber'), 'fields.steps.fields.delay.type', 'unknownFieldType'],
  ['a sub-field with minLength above maxLength', (_, at) => Object.assign(at('address.zip'), { minLength: 9, maxLength: 5 }), 'fields.address.fields.zip.minLength', 'inverted'],
  ['a sub-field with a bad pattern', (_, at) => (at('address.zip').pattern = { value: '(', message: 'Digits' }), 'fields.address.fields.zip.pattern', 'badPattern'],
  ['a sub-field select without choices', (_, at) => at('address').fields!.push({ source: 'kind', label: 'Kind', type: 'select' }), 'fields.address.fields.kind.choices', 'missingChoices'],
  ['a sub-field reference to no resource', (_, at) => (at('steps.delay').type = 'reference'), 'fields.steps.fields.delay.reference', 'missingReference'],
  ['a sub-field with an unknown reference resource', (_, at) => at('address').fields!.push({ source: 'owner', type: 'reference', reference: { resource: 'client', optionText: 'name' } }), 'fields.address.fields.owner.reference.resource', 'unknownResource'],
  ['a sub-field filter that does not fit', (_, at) => (at('address.city').filter = 'numberRange'), 'fields.address.fields.city.filter', 'filterMismatch'],
  ['a sub-field with an unknown cell', (_, at) => (at('steps.message').cell = 'sparkline'), 'fields.steps.fields.message.cell', 'unknownCell'],
  ['a sub-field with an unknown input', (_, at) => (at('steps.message').input = 'fancy'), 'fields.steps.fields.message.input', 'unknownInput'],
  ['a sub-field condition naming a top-level field', (_, at) => (at('address.zip').visibleWhen = { field: 'title', notEmpty: true }), 'fields.address.fields.zip.visibleWhen.field', 'notASibling'],
  ['a sub-field disabledWhen naming nothing', (_, at) => (at('steps.message').disabledWhen = { field: 'dealy', notEmpty: true }), 'fields.steps.fields.message.disabledWhen.field', 'notASibling'],
  ['a sub-field requiredWhen naming nothing', (_, at) => (at('steps.message').requiredWhen = { field: 'x', notEmpty: true }), 'fields.steps.fields.message.requiredWhen.field', 'notASibling'],
  ['a sub-field compare naming no sibling', (_, at) => (at('steps.delay').compare = [{ op: 'lt', field: 'title', message: 'No' }]), 'fields.steps.fields.delay.compare[0].field', 'notASibling'],
  ['a sub-field default of the wrong type', (_, at) => (at('steps.delay').defaultValue = 'soon'), 'fields.steps.fields.delay.defaultValue', 'defaultWrongType'],
  ['a sub-field default breaking its rule', (_, at) => (at('steps.delay').defaultValue = 4000), 'fields.steps.fields.delay.defaultValue', 'defaultBreaksRule'],
  ['a sub-field label key missing', (_, at) => (at('steps.delay').label = 't.campaign.delay'), 'fields.steps.fields.delay.label', 'missingText'],
  ['duplicate sub-field sources', (_, at) => at('steps').fields!.push({ source: 'delay', type: 'number' }), 'fields.steps.fields.delay', 'duplicateField'],
  // Nesting.
  ['an object without fields', (_, at) => delete at('address').fields, 'fields.address.fields', 'missingSubFields'],
  ['an array with empty fields', (_, at) => (at('steps').fields = []), 'fields.steps.fields', 'missingSubFields'],
  ['fields on a text field', (_, at) => (at('title').fields = [{ source: 'x', type: 'text' }]), 'fields.title.fields', 'keyNotForType'],
  // Keys of some types only, and what some types need.
  ['a multiSelect without choices or reference', (_, at) => delete at('channels').choices, 'fields.channels.choices', 'missingOptions'],
  ['references without reference', (_, at) => delete at('audience').reference, 'fields.audience.reference', 'missingReference'],
  ['a rating max of 11', (_, at) => (at('score').max = 11), 'fields.score.max', 'badRatingMax'],
  ['a rating max of 2.5', (_, at) => Object.assign(at('score'), { max: 2.5, defaultValue: undefined }), 'fields.score.max', 'badRatingMax'],
  ['a slider without max', (_, at) => delete at('volume').max, 'fields.volume.max', 'sliderBounds'],
  ['a slider step of 0', (_, at) => (at('volume').step = 0), 'fields.volume.step', 'badStep'],
  ['a step on a text field', (_, at) => (at('title').step = 1), 'fields.title.step', 'keyNotForType'],
  ['accept on a text field', (_, at) => (at('title').accept = ['.csv']), 'fields.title.accept', 'keyNotForType'],
  ['crop on a file field', (_, at) => (at('brief').crop = { aspect: 1 }), 'fields.brief.crop', 'keyNotForType'],
  ['minItems on a text field', (_, at) => (at('title').minItems = 1), 'fields.title.minItems', 'keyNotForType'],
  ['maxItems on an image field', (_, at) => (at('cover').maxItems = 1), 'fields.cover.maxItems', 'keyNotForType'],
  ['minItems above maxItems', (_, at) => Object.assign(at('steps'), { minItems: 20, defaultValue: undefined }), 'fields.steps.minItems', 'inverted'],
  // Unknown names.
  ['an unknown filter kind', (_, at) => (loose(at('title')).filter = 'txt'), 'fields.title.filter', 'unknownFilter'],
  ['an unknown filter kind in an object', (_, at) => (loose(at('title')).filter = { kind: 'range' }), 'fields.title.filter.kind', 'unknownFilter'],
  // Defaults of the new types.
  ['a date default not YYYY-MM-DD', (_, at) => (at('start').defaultValue = '31/01/2030'), 'fields.start.defaultValue', 'defaultWrongType'],
  ['a date default that is no day', (_, at) => (at('start').defaultValue = '2030-02-30'), 'fields.start.defaultValue', 'defaultWrongType'],
  ['a time default not HH:mm', (_, at) => (at('sendAt').defaultValue = '9h30'), 'fields.sendAt.defaultValue', 'defaultWrongType'],
  ['a date range ending before it starts', (_, at) => (at('period').defaultValue = ['2030-02-01', '2030-01-01']), 'fields.period.defaultValue', 'defaultWrongType'],
  ['a switch default that is text', (_, at) => (at('active').defaultValue = 'yes'), 'fields.active.defaultValue', 'defaultWrongType'],
  ['a slider default above its max', (_, at) => (at('volume').defaultValue = 500), 'fields.volume.defaultValue', 'defaultBreaksRule'],
  ['a rating default above its max', (_, at) => (at('score').defaultValue = 11), 'fields.score.defaultValue', 'defaultWrongType'],
  ['a color default not #rrggbb', (_, at) => (at('tint').defaultValue = 'red'), 'fields.tint.defaultValue', 'defaultWrongType'],
  ['a multiSelect default naming no choice', (_, at) => (at('channels').defaultValue = ['sms', 'fax']), 'fields.channels.defaultValue', 'defaultNotAChoice'],
  ['a multiSelect default with too many items', (_, at) => (at('channels').defaultValue = ['sms', 'mail', 'sms']), 'fields.channels.defaultValue', 'defaultItemCount'],
  ['a tags default with a number', (_, at) => (at('labels').defaultValue = ['new', 3]), 'fields.labels.defaultValue', 'defaultWrongType'],
  ['an images default that is one URL', (_, at) => (at('gallery').defaultValue = '/a.png'), 'fields.gallery.defaultValue', 'defaultWrongType'],
  ['an object default that is a list', (_, at) => (at('address').defaultValue = ['Paris']), 'fields.address.defaultValue', 'defaultWrongType'],
  ['an object default whose sub-field has the wrong type', (_, at) => (at('address').defaultValue = { city: 7 }), 'fields.address.defaultValue.city', 'defaultWrongType'],
  ['an array default whose row breaks a sub-field rule', (_, at) => (at('steps').defaultValue = [{ delay: 1 }, { delay: 4000 }]), 'fields.steps.defaultValue[1].delay', 'defaultBreaksRule'],
  ['an array default that is no list of objects', (_, at) => (at('steps').defaultValue = [1, 2]), 'fields.steps.defaultValue', 'defaultWrongType'],
  ['a references default of objects', (_, at) => (at('audience').defaultValue = [{ id: 1 }]), 'fields.audience.defaultValue', 'defaultWrongType'],
  // The form layout.
  ['a section naming no field', (s) => s.form!.sections[0].fields.push('titel'), 'form.sections[0].fields.titel', 'notAField'],
  ['a section naming a sub-field', (s) => s.form!.sections[1].fields.push('delay'), 'form.sections[1].fields.delay', 'notAField'],
  ['a field in two sections', (s) => s.form!.sections[1].fields.push('title'), 'form.sections[1].fields.title', 'placedTwice'],
  ['a field twice in one section', (s) => s.form!.sections[0].fields.push('start'), 'form.sections[0].fields.start', 'placedTwice'],
  ['an empty section', (s) => (s.form!.sections[1].fields = []), 'form.sections[1].fields', 'emptySection'],
  ['a section title key missing', (s) => (s.form!.sections[0].title = 't.campaign.main'), 'form.sections[0].title', 'missingText'],
];

describe('the schema check of nested fields, new types and form layouts', () => {
  it('finds nothing wrong in a campaign using every new type, nested fields and tabs', () => {
    expect(problemsOf(() => undefined)).toEqual([]);
  });

  it.each(cases)('reports %s', (_, breakIt, key, kind) => {
    const problems = checked(breakIt);
    expect(problems.map(({ key: at, kind: what }) => ({ key: at, kind: what }))).toEqual([{ key, kind }]);
    expect(severityOf(problems[0].kind)).toBe('error');
    expect(problems[0].message).not.toMatch(/%\{/);
  });

  it('names the known names with an unknown type, cell, input or filter kind', () => {
    const messages = checked((_, at) => {
      loose(at('steps.delay')).type = 'nmber';
      at('title').cell = 'sparkline';
      at('title').input = 'fancy';
      loose(at('body')).filter = 'fulltext';
    }).map(({ message }) => message);
    expect(messages).toEqual([
      "No cell is named 'sparkline' (cells: " + [...BUILT_IN_CELLS].sort().join(', ') + ')',
      "No input is named 'fancy' (inputs: stars)",
      "'fulltext' is not a filter kind (kinds: text, select, numberRange, dateRange, reference)",
      `'nmber' is not a field type (types: ${FIELD_TYPES.join(', ')})`,
    ]);
  });

  it('says which siblings a sub-field condition may name, and which types a key belongs to', () => {
    const [sibling] = checked((_, at) => (at('address.zip').visibleWhen = { field: 'title', notEmpty: true }));
    expect(sibling.message).toBe("'title' is not a sibling sub-field (siblings: city, zip)");
    const [key] = checked((_, at) => (at('title').crop = { aspect: 1 }));
    expect(key.message).toBe("'crop' does not apply to a text field (only to image, images)");
  });

  it(`accepts ${NESTING_DEPTH_CAP} levels of sub-fields and refuses one more`, () => {
    const nest = (levels: number): FieldSchema =>
      levels === 0 ? { source: 'leaf', type: 'text' } : { source: `level${levels}`, type: levels % 2 ? 'object' : 'array', fields: [nest(levels - 1)] };
    expect(problemsOf((s) => s.fields.push(nest(NESTING_DEPTH_CAP)))).toEqual([]);
    const deep = problemsOf((s) => s.fields.push(nest(NESTING_DEPTH_CAP + 1)));
    expect(deep).toEqual([{ key: 'fields.level6.fields.level5.fields.level4.fields.level3.fields.level2.fields.level1.fields', kind: 'tooDeep' }]);
  });

  it('accepts a select filter with its own choices on a sub-field, and a multiSelect whose options come from a reference', () => {
    expect(
      problemsOf((_, at) => {
        at('steps.delay').filter = { kind: 'select', choices: [{ id: 0, name: 'Now' }] };
        at('channels').reference = { resource: 'contact', optionText: 'name' };
        delete at('channels').choices;
        delete at('channels').defaultValue;
      }),
    ).toEqual([]);
  });

  it("accepts a tags default outside its choices: they are suggestions", () => {
    expect(problemsOf((_, at) => Object.assign(at('labels'), { choices: [{ id: 'vip', name: 'VIP' }], defaultValue: ['anything'] }))).toEqual([]);
  });
});
