/**
 * A resource described as data (DESIGN rule 3): endpoints, list strategy, fields, roles, menu
 * placement, validation, filters, formats, cells, conditions, actions, export and detail view.
 * The data provider, the generic CRUD page and the embedded API's validation are generated from it.
 *
 * Every key of the common cases is a plain JSON value; functions remain possible as an escape
 * hatch (`validate`, conditions, `body`, `query`, `parse`). No React here: the Node server imports
 * the schemas for the validation they share with the forms.
 */
import type { RaRecord } from 'ra-core';
import type { Catalogue, Language } from '../i18n/translate';

export type Identifier = string | number;
export type AnyRecord = RaRecord & Record<string, unknown>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Path under the API base; `{id}` is replaced by the record id. */
  path: string;
  /** How the record maps to the request body (default: the record as it is). */
  body?: (record: AnyRecord) => unknown;
  /** Where the id of a created record is in the answer (default: data.id, data, or the body's id). */
  idOf?: (data: unknown) => Identifier | undefined;
}

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
  | { kind: 'client'; cacheMs?: number }
  /** The API pages: the schema maps react-admin's params to its query and reads its answer. */
  | {
      kind: 'server';
      query: (params: ServerListParams) => Record<string, string | number | undefined>;
      parse: (data: unknown) => { data: AnyRecord[]; total: number };
    };

export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'datetime'
  | 'select'
  | 'reference'
  | 'password'
  | 'status'
  | 'boolean'
  | 'email'
  | 'url'
  /** A text input with the 'Send sms code' button beside it. */
  | 'smsCode';

export type ChoiceColor = 'success' | 'info' | 'danger' | 'warning' | 'default';

export interface Choice {
  id: Identifier;
  /** i18n key or plain text. */
  name: string;
  /** Badge colour for status fields and badge cells. */
  color?: ChoiceColor;
  /** Offered in the form only when the record being edited matches (e.g. 'deleted' for a deleted record). */
  visibleWhen?: Condition;
}

/** Returns an i18n key (with optional arguments) when the value is wrong. */
export type FieldValidator = (
  value: unknown,
  record: AnyRecord,
) => string | { message: string; args: Record<string, unknown> } | undefined;

/**
 * A condition on the record being shown or edited, as data. `not: true` negates it.
 * A function stays possible for what data cannot say.
 */
export type Condition =
  | { field: string; equals: unknown; not?: boolean }
  | { field: string; in: readonly unknown[]; not?: boolean }
  | { field: string; notEmpty: true; not?: boolean }
  | ((record: AnyRecord) => boolean);

/** A regular expression as JSON (its source and flags) with the message shown when it fails. */
export interface PatternRule {
  value: string;
  flags?: string;
  /** i18n key or plain text. */
  message: string;
}

/** Names of the declarative rules, for per-rule messages. */
export type RuleName = 'required' | 'min' | 'max' | 'minLength' | 'maxLength' | 'pattern' | 'email' | 'url' | 'unique' | 'integer';

export type FilterKind = 'text' | 'select' | 'numberRange' | 'dateRange' | 'reference';

export interface FilterSchema {
  kind: FilterKind;
  /** i18n key or text; default: the field's label. */
  label?: string;
  /** Which parameter the server list reads (default: the field's source; ranges add _gte / _lte). */
  param?: string;
  /** A select's options (default: the field's choices). */
  choices?: Choice[];
}

/** How a date travels in the API: 'YYYY-MM-DD HH:mm:ss' text, epoch milliseconds, or ISO 8601. */
export type DateWire = 'text' | 'epoch' | 'iso';

export type FieldFormat =
  /** display: a date-fns pattern (default 'yyyy-MM-dd HH:mm:ss'). */
  | { type: 'datetime'; wire?: DateWire; display?: string }
  | { type: 'money'; currency?: string; decimals?: number }
  | { type: 'percent'; decimals?: number };

/**
 * Named cell renderers: 'text', 'badge' (choices with colours), 'link' (href from the value or
 * `options.href` with {field} placeholders), 'image', 'tags', 'money', 'percent', 'datetime',
 * 'relativeTime', 'copy', 'reference' (the referenced row's optionText; default of reference fields); custom ones are registered by name (src/crud/cells/registry.ts).
 */
export type CellSpec = string | { name: string; options?: Record<string, unknown> };

/** Who may see or change a field, through the one access rule (admin always may). */
export interface FieldRoles {
  view?: readonly string[];
  edit?: readonly string[];
}

/** What a function `defaultValue` receives when a create form opens. */
export interface DefaultContext {
  /** The signed-in user (react-admin's getIdentity), once known. */
  identity?: { id?: Identifier; fullName?: string };
}

/** A new record's value: plain data, or a function called once when the create form opens. */
export type DefaultValue =
  | string
  | number
  | boolean
  | null
  | readonly unknown[]
  | { [key: string]: unknown }
  | ((context: DefaultContext) => unknown);

export interface FieldSchema<T extends AnyRecord = AnyRecord> {
  source: Extract<keyof T, string>;
  /**
   * i18n key or text of the column header (and of the input, unless inputLabel is given).
   * Default: react-admin's `resources.<name>.fields.<source>`, falling back to a readable form.
   */
  label?: string;
  inputLabel?: string;
  type: FieldType;
  /**
   * Shown as a list column (default true, false for passwords); 'hidden': a column the user shows
   * on demand (a toolbar extension toggles `<resource>.shownColumns` in react-admin's store).
   */
  list?: boolean | 'hidden';
  /** Column can be sorted (default true for client lists). */
  sortable?: boolean;
  /** Editable when creating (default true). */
  create?: boolean;
  /** On edit: editable (true, default), shown read-only ('readonly') or absent (false). */
  edit?: boolean | 'readonly';
  /** In the detail drawer (default true, false for passwords). */
  show?: boolean;
  /** In the export columns (default: when listed). */
  export?: boolean;

  // Validation: one rule set, read by the form and by the embedded API.
  required?: boolean;
  /** Required only when creating (e.g. a password kept when left empty on edit). */
  requiredOn?: 'create';
  requiredWhen?: Condition;
  /** Whole numbers only (number fields). */
  integer?: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  /** Longest text accepted; the input shows a counter. */
  maxLength?: number;
  pattern?: PatternRule;
  email?: boolean;
  url?: boolean;
  /** No other record has the same value (checked against the loaded list, and by the server with an index). */
  unique?: boolean | UniqueRule;
  /** Rules across fields: this value against another field of the record (form and server). */
  compare?: CompareRule[];
  /** Per-rule messages (i18n keys or text) replacing the defaults. */
  messages?: Partial<Record<RuleName, string>>;
  /** Escape hatch: rules data cannot say. They run in the form and on the server. */
  validate?: FieldValidator[];

  // Conditions (on the record being edited or shown).
  visibleWhen?: Condition;
  disabledWhen?: Condition;

  /** Value of a new record (a function for what is known only then: the time, the user, a new id). */
  defaultValue?: DefaultValue;
  choices?: Choice[];
  /** Reference: the resource whose records are the options, and the field shown for each. */
  reference?: { resource: string; optionText: string; copy?: Record<string, string>; onDelete?: ReferenceOnDelete };
  /** Included in the quick search of client lists (default: text-like listed fields). */
  searchable?: boolean;
  filter?: FilterKind | FilterSchema;
  format?: FieldFormat;
  cell?: CellSpec;
  /** A form input registered by name (src/crud/inputs/registry.ts) instead of the type's own. */
  input?: string;
  roles?: FieldRoles;
  helperText?: string;
  /** Helper text shown on edit only. */
  editHelperText?: string;
}

/** `unique` with options. */
export interface UniqueRule {
  /** 'Ab' and 'aB' are the same value (ASCII letters). */
  ignoreCase?: boolean;
}

export type CompareOp = 'lt' | 'lte' | 'gt' | 'gte' | 'eq' | 'ne';

/** A rule across fields: `this <op> record[field]`, else `message` (gets %{other}). */
export interface CompareRule {
  op: CompareOp;
  field: string;
  message: string;
}

/** What a delete of the referenced record does to a field naming it. */
export type ReferenceOnDelete = 'restrict' | 'setNull' | 'ignore';

/** The operations a resource's `access` gives to roles. */
export type ResourceOperation = 'read' | 'create' | 'update' | 'delete' | 'export';

/** Who may do each operation, among those `roles` lets use the resource; absent: all of them. */
export type ResourceAccess = Partial<Record<ResourceOperation, readonly string[]>>;

/** Rows a user owns: `field` holds the creator's id, filled by the server. */
export interface OwnerRule {
  field: string;
  /** Users also read only their own records. */
  read?: boolean;
}

export interface ResourceMessages {
  /** The new button, e.g. 'New Package'. */
  create: string;
  /** Dialog titles per mode. */
  createTitle: string;
  editTitle: string;
  /** Delete confirm text (one record). */
  deleteConfirm: string;
  /** Bulk delete confirm text (`%{smart_count}` records); default: deleteConfirm. */
  bulkDeleteConfirm?: string;
  /** Notification after a save (optional, with the saved record as arguments). */
  savedDetail?: string;
  /** Title of the detail drawer. */
  showTitle?: string;
  /** The empty list's text (default 'No data'). */
  empty?: string;
}

/** What an action does. */
export type ActionEffect =
  /** Navigate: `{field}` placeholders take the record's values. */
  | { kind: 'link'; to: string }
  /** Call the API (`{id}` / `{field}` in the path); the body is the record unless `body` says. */
  | { kind: 'api'; endpoint: Endpoint; refresh?: boolean }
  /** Open a dialog registered by name (src/crud/actions/registry.ts). */
  | { kind: 'dialog'; dialog: string }
  /** Run a handler registered by name (src/crud/actions/registry.ts). */
  | { kind: 'handler'; handler: string; args?: Record<string, unknown> };

export interface ActionSchema {
  name: string;
  /** i18n key or text of the button. */
  label: string;
  /** Per row, in the toolbar, or on the selected rows. */
  placement: 'row' | 'toolbar' | 'bulk';
  effect: ActionEffect;
  /** Asks first (i18n key or text). */
  confirm?: string;
  /** Notices (i18n keys or text); the failure text gets %{message}. */
  success?: string;
  /** Shows the success notice under this title (i18n key or text), as the save notices are. */
  successTitle?: string;
  failure?: string;
  /** Row actions: shown only for the rows this matches. */
  visibleWhen?: Condition;
  roles?: readonly string[];
  color?: 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning' | 'inherit';
  variant?: 'contained' | 'outlined' | 'text';
}

export interface ExportSchema {
  /** File name without extension (default: the resource name). */
  file?: string;
  /** Columns by source (default: the fields with export). */
  columns?: string[];
  /** Offered formats (default both). */
  formats?: ReadonlyArray<'xlsx' | 'csv'>;
  /** The API's values with the sources as headers (dates still formatted), as the template exports. */
  raw?: boolean;
}

/** A menu group a resource may declare for itself (route.parent naming a new group). */
export interface RouteGroup {
  /** i18n key or text. */
  title: string;
  icon?: string;
  roles?: readonly string[];
}

export interface ResourceSchema<T extends AnyRecord = AnyRecord> {
  /** react-admin resource name and data provider key. */
  name: string;
  /** i18n key or text of the page title (default `resources.<name>.name`). */
  label?: string;
  roles?: readonly string[];
  /** Roles per operation (read, create, update, delete, export), among `roles`. */
  access?: ResourceAccess;
  /** Rows a user owns: only their creator and admins may change or delete them (and read them, with `read`). */
  owner?: OwnerRule;
  /** Icon name from src/resources/icons.ts (the schemas stay plain data). */
  icon?: string;
  /**
   * Where the page hangs in the route table: under an existing group ('/permission', '/sms', ...)
   * or a new group declared with `group`. Absent: a data-only resource (e.g. dropdown options).
   */
  route?: { parent: string; path: string; name: string; group?: RouteGroup };
  endpoints: {
    list: Endpoint;
    getOne?: Endpoint;
    create?: Endpoint;
    update?: Endpoint;
    delete?: Endpoint;
  };
  list: ListStrategy;
  fields: Array<FieldSchema<T>>;
  /** Texts of the page; default from the label ('New <label>', ...). */
  messages?: Partial<ResourceMessages>;
  /** Default sort of the list. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Rows per page (default 10). */
  perPage?: number;
  /** The quick search box (default: on for client lists). */
  search?: boolean;
  /** Row selection with bulk delete (default: on when the resource can delete). */
  bulkDelete?: boolean;
  /** Row selection (default: on when there is a bulk operation: delete or bulk actions). */
  select?: boolean;
  actions?: ActionSchema[];
  export?: boolean | ExportSchema;
  /** A detail drawer from the fields (row 'Show' button). */
  show?: boolean;
  /**
   * After a save: 'refresh' reloads the list (now and 2000 ms later, spec §4), 'local' applies the
   * saved record to the rows shown (the article demo's behaviour).
   */
  afterSave?: 'refresh' | 'local';
  /** Named extensions beside the generic toolbar (src/crud/extensions.ts), e.g. the article sort select. */
  toolbar?: string[];
  /** Field shown when a record is named (react-admin's recordRepresentation). */
  recordRepresentation?: string;
  /** The resource's own texts per language (a resource file's), merged into the catalogues when it loads. */
  texts?: Partial<Record<Language, Catalogue>>;
}

/** Types `source` against the record: `defineResource<PackageConf>({...})`. */
export function defineResource<T extends AnyRecord>(schema: ResourceSchema<T>): ResourceSchema {
  return schema as unknown as ResourceSchema;
}
