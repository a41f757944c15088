/**
 * A resource described as data: endpoints, list strategy, fields, roles, menu
 * placement, validation, filters, formats, cells, conditions, actions, export and detail view.
 * The data provider, the generic CRUD page and the embedded API's validation are generated from it.
 *
 * The keys and their meaning are the zod definition's (format/definition/*.ts): these types are
 * derived from it and add only the escape hatches, functions where a file names a registered
 * one or says it as data (`validate`, conditions, `body`, `idOf`, `query`, `parse`). No React
 * here: the Node server imports the schemas for the validation they share with the forms.
 */
import type { FilterKind } from './format/definition/names';
import type {
  FileAction,
  FileChoice,
  FileCondition,
  FileDefaultValue,
  FileEffect,
  FileEndpoint,
  FileEndpoints,
  FileField,
  FileFilter,
  FileList,
  ResourceFile,
} from './format/resourceFile';

export type Identifier = string | number;
/** A record as react-admin holds it (its RaRecord): an id, and any other values. */
export type AnyRecord = { id: Identifier } & Record<string, unknown>;

/** Methods of an endpoint, as the definition lists them. */
export type HttpMethod = FileEndpoint['method'];

/** What JSON cannot hold: the body mapper and id reader a file names (named.ts), as functions. */
export type Endpoint = Omit<FileEndpoint, 'body' | 'idOf'> & {
  /** How the record maps to the request body (default: the record as it is). */
  body?: (record: AnyRecord) => unknown;
  /** Where the id of a created record is in the answer (default: data.id, data, or the body's id). */
  idOf?: (data: unknown) => Identifier | undefined;
};

export interface ServerListParams {
  page: number;
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
  /** The rows are read for an export (the server checks the `export` right and allows a longer range). */
  export?: boolean;
}

export type ListStrategy =
  /** One call returns the whole list; paging, sorting, filters and search run in the browser. */
  | Extract<FileList, { kind: 'client' }>
  /** The API pages: the schema maps react-admin's params to its query and reads its answer. */
  | (Extract<FileList, { kind: 'server' }> & {
      query: (params: ServerListParams) => Record<string, string | number | undefined>;
      parse: (data: unknown) => { data: AnyRecord[]; total: number };
    });

export type { FieldType, FilterKind } from './format/definition/names';

export type ChoiceColor = NonNullable<FileChoice['color']>;

/** Returns an i18n key (with optional arguments) when the value is wrong. */
export type FieldValidator = (
  value: unknown,
  record: AnyRecord,
) => string | { message: string; args: Record<string, unknown> } | undefined;

/** A condition on the record being shown or edited, as data; a function stays possible for what data cannot say. */
export type Condition = FileCondition | ((record: AnyRecord) => boolean);

export type Choice = Omit<FileChoice, 'visibleWhen'> & { visibleWhen?: Condition };

export type PatternRule = NonNullable<FileField['pattern']>;

/** Names of the declarative rules, for per-rule messages. */
export type RuleName = keyof NonNullable<FileField['messages']>;

export type FilterSchema = Omit<FileFilter, 'choices'> & { choices?: Choice[] };

export type FieldFormat = NonNullable<FileField['format']>;

/** How a date travels in the API: 'YYYY-MM-DD HH:mm:ss' text, epoch milliseconds, or ISO 8601. */
export type DateWire = NonNullable<Extract<FieldFormat, { type: 'datetime' }>['wire']>;

/** A named cell (format/definition/names.ts) or one registered in src/crud/cells/registry.ts, with options. */
export type CellSpec = NonNullable<FileField['cell']>;

/** Who may see or change a field, through the one access rule (admin always may). */
export type FieldRoles = NonNullable<FileField['roles']>;

/** `unique` with options. */
export type UniqueRule = Exclude<FileField['unique'], boolean | undefined>;

/** A rule across fields: `this <op> record[field]`, else `message` (gets %{other}). */
export type CompareRule = NonNullable<FileField['compare']>[number];
export type CompareOp = CompareRule['op'];

/** What a delete of the referenced record does to a field naming it. */
export type ReferenceOnDelete = NonNullable<NonNullable<FileField['reference']>['onDelete']>;

/** Who may do each operation, among those `roles` lets use the resource; absent: all of them. */
export type ResourceAccess = NonNullable<ResourceFile['access']>;

/** The operations a resource's `access` gives to roles. */
export type ResourceOperation = keyof ResourceAccess;

/** Rows a user owns: `field` holds the creator's id, filled by the server. */
export type OwnerRule = NonNullable<ResourceFile['owner']>;

/** What a function `defaultValue` receives when a create form opens. */
export interface DefaultContext {
  /** The signed-in user (react-admin's getIdentity), once known. */
  identity?: { id?: Identifier; fullName?: string };
}

/** A new record's value: plain data, or a function called once when the create form opens. */
export type DefaultValue = FileDefaultValue | ((context: DefaultContext) => unknown);

/** The keys whose values a TypeScript schema may give as functions (the escape hatch). */
type FunctionFieldKeys = 'source' | 'validate' | 'visibleWhen' | 'disabledWhen' | 'requiredWhen' | 'defaultValue' | 'choices' | 'filter' | 'fields';

/** A field of the engine: a file's field (format/definition/field.ts) with the escape hatches. */
export type FieldSchema<T extends AnyRecord = AnyRecord> = Omit<FileField, FunctionFieldKeys> & {
  source: Extract<keyof T, string>;
  /** Rules data cannot say. They run in the form and on the server. */
  validate?: FieldValidator[];
  visibleWhen?: Condition;
  disabledWhen?: Condition;
  requiredWhen?: Condition;
  /** Value of a new record (a function for what is known only then: the time, the user, a new id). */
  defaultValue?: DefaultValue;
  choices?: Choice[];
  filter?: FilterKind | FilterSchema;
  /** Sub-fields of an 'object' or an 'array' (each row), with the same escape hatches. */
  fields?: FieldSchema[];
};

/** How the create and edit form is laid out. */
export type FormLayout = NonNullable<ResourceFile['form']>;
export type FormSection = FormLayout['sections'][number];

type FileMessages = NonNullable<ResourceFile['messages']>;
type DefaultedMessage = 'create' | 'createTitle' | 'editTitle' | 'deleteConfirm';

/** The texts of a page, the four every page has filled in from the label (defaults.ts). */
export type ResourceMessages = Required<Pick<FileMessages, DefaultedMessage>> & Omit<FileMessages, DefaultedMessage>;

type ApiEffect = Extract<FileEffect, { kind: 'api' }>;

/** What an action does; an API call's endpoint holds functions as an endpoint does. */
export type ActionEffect = Exclude<FileEffect, ApiEffect> | (Omit<ApiEffect, 'endpoint'> & { endpoint: Endpoint });

export type ActionSchema = Omit<FileAction, 'effect' | 'visibleWhen'> & { effect: ActionEffect; visibleWhen?: Condition };

export type ExportSchema = Exclude<ResourceFile['export'], boolean | undefined>;

/** A menu group a resource may declare for itself (route.parent naming a new group). */
export type RouteGroup = NonNullable<NonNullable<ResourceFile['route']>['group']>;

/**
 * The engine's resource: a file (format/definition/resource.ts) resolved (format/resolve.ts), with
 * its endpoints and list strategy always present, and functions where a file names them.
 */
export type ResourceSchema<T extends AnyRecord = AnyRecord> = Omit<ResourceFile, '$schema' | 'endpoints' | 'list' | 'fields' | 'actions'> & {
  endpoints: { [K in keyof FileEndpoints]: Endpoint };
  list: ListStrategy;
  fields: Array<FieldSchema<T>>;
  actions?: ActionSchema[];
};

/** Types `source` against the record: `defineResource<PackageConf>({...})`. */
export function defineResource<T extends AnyRecord>(schema: ResourceSchema<T>): ResourceSchema {
  return schema as unknown as ResourceSchema;
}
