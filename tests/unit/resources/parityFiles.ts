/**
 * The parity test's resource files: one valid file, and one broken file per class of mistake, each
 * with the key its mistake is at. Every file has its own name and page, so that none is refused for
 * another's sake.
 */
type Json = Record<string, unknown>;
type Field = Json & { source: string };

export interface ParityCase {
  /** The class of mistake (and the file's name: resources/<mistake>.json). */
  mistake: string;
  json: Json;
  /** A key the check must name. */
  key: string;
}

const FIELDS: Field[] = [
  { source: 'id', type: 'number', create: false, edit: false },
  { source: 'phone', type: 'text', required: true, maxLength: 16, pattern: { value: '^\\d+$', message: 'Digits only' }, defaultValue: '123' },
  { source: 'reason', type: 'select', choices: [{ id: 'spam', name: 'Spam' }], defaultValue: 'spam', filter: 'select' },
  { source: 'limit', type: 'number', integer: true, min: 0, max: 10, defaultValue: 5 },
  { source: 'userId', type: 'reference', reference: { resource: 'userOption', optionText: 'userName' } },
];

function file(name: string, change: (json: Json & { fields: Field[] }) => void = () => undefined): Json {
  const json = {
    name,
    label: `Parity ${name}`,
    route: { parent: '/permission', path: name.toLowerCase(), name: `Parity${name}` },
    icon: 'block',
    sort: { field: 'id', order: 'DESC' },
    fields: structuredClone(FIELDS),
  };
  change(json);
  return json;
}

const field = (json: { fields: Field[] }, source: string): Field => {
  const found = json.fields.find((item) => item.source === source);
  if (!found) throw new Error(`no field ${source}`);
  return found;
};

export const VALID = file('parityValid');

export const CASES: ParityCase[] = [
  { mistake: 'unknownKeyTypo', key: 'fields.phone.requierd', json: file('pTypo', (json) => void (field(json, 'phone').requierd = true)) },
  { mistake: 'wrongType', key: 'fields.phone.maxLength', json: file('pWrongType', (json) => void (field(json, 'phone').maxLength = '16')) },
  { mistake: 'missingFields', key: 'fields', json: file('pNoFields', (json) => void Reflect.deleteProperty(json, 'fields')) },
  { mistake: 'missingFieldType', key: 'fields.phone.type', json: file('pNoType', (json) => void Reflect.deleteProperty(field(json, 'phone'), 'type')) },
  { mistake: 'unknownFieldType', key: 'fields.phone.type', json: file('pColour', (json) => void (field(json, 'phone').type = 'colour')) },
  { mistake: 'unknownRouteParent', key: 'route.parent', json: file('pParent', (json) => void ((json.route as Json).parent = '/sms')) },
  { mistake: 'reservedRouteParent', key: 'route.parent', json: file('pReserved', (json) => void ((json.route as Json).parent = '/dashboard')) },
  { mistake: 'unknownIcon', key: 'icon', json: file('pIcon', (json) => void (json.icon = 'notebook')) },
  { mistake: 'unknownInput', key: 'fields.phone.input', json: file('pInput', (json) => void (field(json, 'phone').input = 'markdown')) },
  { mistake: 'unknownCell', key: 'fields.phone.cell', json: file('pCell', (json) => void (field(json, 'phone').cell = 'sparkline')) },
  { mistake: 'defaultNotANumber', key: 'fields.limit.defaultValue', json: file('pDefaultNumber', (json) => void (field(json, 'limit').defaultValue = 'abc')) },
  { mistake: 'defaultNotAChoice', key: 'fields.reason.defaultValue', json: file('pDefaultChoice', (json) => void (field(json, 'reason').defaultValue = 'other')) },
  { mistake: 'defaultTooLong', key: 'fields.phone.defaultValue', json: file('pDefaultLong', (json) => void (field(json, 'phone').defaultValue = '12345678901234567')) },
  { mistake: 'defaultBreaksPattern', key: 'fields.phone.defaultValue', json: file('pDefaultPattern', (json) => void (field(json, 'phone').defaultValue = 'abc')) },
  { mistake: 'defaultAboveMax', key: 'fields.limit.defaultValue', json: file('pDefaultMax', (json) => void (field(json, 'limit').defaultValue = 11)) },
  { mistake: 'badPatternRegexp', key: 'fields.phone.pattern', json: file('pRegexp', (json) => void (field(json, 'phone').pattern = { value: '[', message: 'Bad' })) },
  { mistake: 'patternAsString', key: 'fields.phone.pattern', json: file('pPatternText', (json) => void (field(json, 'phone').pattern = '^\\d+$')) },
  { mistake: 'duplicateSource', key: 'fields.phone', json: file('pDuplicate', (json) => void json.fields.push({ source: 'phone', type: 'text' })) },
  { mistake: 'selectWithoutChoices', key: 'fields.reason.choices', json: file('pNoChoices', (json) => void Reflect.deleteProperty(field(json, 'reason'), 'choices')) },
  {
    mistake: 'unknownReference',
    key: 'fields.userId.reference.resource',
    json: file('pReference', (json) => void (field(json, 'userId').reference = { resource: 'nobody', optionText: 'name' })),
  },
  { mistake: 'unknownFilterKind', key: 'fields.reason.filter', json: file('pFilterKind', (json) => void (field(json, 'reason').filter = 'colour')) },
  { mistake: 'filterMismatch', key: 'fields.phone.filter', json: file('pFilterFit', (json) => void (field(json, 'phone').filter = 'dateRange')) },
  { mistake: 'unknownValidator', key: 'fields.phone.validate.noSuchRule', json: file('pValidator', (json) => void (field(json, 'phone').validate = [{ name: 'noSuchRule' }])) },
  { mistake: 'badSortField', key: 'sort.field', json: file('pSort', (json) => void (json.sort = { field: 'nothing', order: 'DESC' })) },
  { mistake: 'missingTexts', key: 'label', json: file('pTexts', (json) => void (json.label = 'parity.no.such.text')) },
  { mistake: 'invertedRange', key: 'fields.limit.min', json: file('pInverted', (json) => void Object.assign(field(json, 'limit'), { min: 10, max: 0, defaultValue: 0 })) },
];
