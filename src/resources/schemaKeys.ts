/**
 * The keys a schema may use, one list per level (issue 10's schema check reports any other key,
 * e.g. `requierd`). Each list is typed against resources/types.ts: a key added to a type fails to
 * compile until it is listed here, and a listed key the type lacks fails too.
 */
import type {
  ActionEffect,
  ActionSchema,
  Choice,
  Condition,
  Endpoint,
  ExportSchema,
  FieldFormat,
  FieldRoles,
  FieldSchema,
  FieldType,
  FilterKind,
  FilterSchema,
  ListStrategy,
  PatternRule,
  ResourceMessages,
  ResourceSchema,
  RouteGroup,
  RuleName,
} from './types';

type KeysOfUnion<T> = T extends unknown ? keyof T : never;
/** Every key of T (of each member of a union), each once: the compiler refuses a missing or extra one. */
export type Listed<T> = Record<KeysOfUnion<T>, true>;

export const listed = <T>(keys: Listed<T>): ReadonlySet<string> => new Set(Object.keys(keys));

export const RESOURCE_KEYS = listed<ResourceSchema>({
  name: true,
  label: true,
  roles: true,
  icon: true,
  route: true,
  endpoints: true,
  list: true,
  fields: true,
  messages: true,
  sort: true,
  perPage: true,
  search: true,
  bulkDelete: true,
  actions: true,
  export: true,
  show: true,
  recordRepresentation: true,
  afterSave: true,
  toolbar: true,
  select: true,
  texts: true,
});

export const FIELD_KEYS = listed<FieldSchema>({
  source: true,
  label: true,
  inputLabel: true,
  type: true,
  list: true,
  sortable: true,
  create: true,
  edit: true,
  show: true,
  export: true,
  required: true,
  requiredOn: true,
  requiredWhen: true,
  integer: true,
  min: true,
  max: true,
  minLength: true,
  maxLength: true,
  pattern: true,
  email: true,
  url: true,
  unique: true,
  messages: true,
  validate: true,
  visibleWhen: true,
  disabledWhen: true,
  defaultValue: true,
  choices: true,
  reference: true,
  searchable: true,
  filter: true,
  format: true,
  cell: true,
  roles: true,
  helperText: true,
  editHelperText: true,
  input: true,
});

export const ACTION_KEYS = listed<ActionSchema>({
  name: true,
  label: true,
  placement: true,
  effect: true,
  confirm: true,
  success: true,
  failure: true,
  visibleWhen: true,
  roles: true,
  color: true,
  variant: true,
  successTitle: true,
});

/** Keys of the objects nested in a schema, by the schema key that holds them. */
export const NESTED_KEYS = {
  route: listed<NonNullable<ResourceSchema['route']>>({ parent: true, path: true, name: true, group: true }),
  group: listed<RouteGroup>({ title: true, icon: true, roles: true }),
  endpoints: listed<ResourceSchema['endpoints']>({ list: true, getOne: true, create: true, update: true, delete: true }),
  endpoint: listed<Endpoint>({ method: true, path: true, body: true, idOf: true }),
  list: listed<ListStrategy>({ kind: true, cacheMs: true, query: true, parse: true }),
  messages: listed<ResourceMessages>({
    create: true,
    createTitle: true,
    editTitle: true,
    deleteConfirm: true,
    bulkDeleteConfirm: true,
    savedDetail: true,
    showTitle: true,
    empty: true,
  }),
  sort: listed<NonNullable<ResourceSchema['sort']>>({ field: true, order: true }),
  export: listed<ExportSchema>({ file: true, columns: true, formats: true, raw: true }),
  ruleMessages: listed<Record<RuleName, string>>({
    required: true,
    min: true,
    max: true,
    minLength: true,
    maxLength: true,
    pattern: true,
    email: true,
    url: true,
    unique: true,
    integer: true,
  }),
  pattern: listed<PatternRule>({ value: true, flags: true, message: true }),
  choice: listed<Choice>({ id: true, name: true, color: true, visibleWhen: true }),
  reference: listed<NonNullable<FieldSchema['reference']>>({ resource: true, optionText: true, copy: true }),
  filter: listed<FilterSchema>({ kind: true, label: true, param: true, choices: true }),
  format: listed<FieldFormat>({ type: true, wire: true, display: true, currency: true, decimals: true }),
  cell: listed<Exclude<FieldSchema['cell'], string | undefined>>({ name: true, options: true }),
  roles: listed<FieldRoles>({ view: true, edit: true }),
  condition: listed<Exclude<Condition, (...args: never[]) => unknown>>({ field: true, equals: true, in: true, notEmpty: true, not: true }),
  effect: listed<ActionEffect>({ kind: true, to: true, endpoint: true, refresh: true, dialog: true, handler: true, args: true }),
} as const;

export const FIELD_TYPES = listed<Record<FieldType, true>>({
  text: true,
  textarea: true,
  number: true,
  datetime: true,
  select: true,
  reference: true,
  password: true,
  status: true,
  boolean: true,
  email: true,
  url: true,
  smsCode: true,
});

/** The field types each filter kind can work on. */
export const FILTER_FITS: Readonly<Record<FilterKind, readonly FieldType[]>> = {
  text: ['text', 'textarea', 'email', 'url', 'smsCode'],
  select: ['select', 'status', 'boolean'],
  numberRange: ['number'],
  dateRange: ['datetime'],
  reference: ['reference'],
};

/** Field types that need `choices`. */
export const CHOICE_TYPES: readonly FieldType[] = ['select', 'status'];
