/**
 * A resource described as data (DESIGN rule 3): endpoints, list strategy, fields, roles and menu
 * placement. The data provider and the CRUD engine are generated from it.
 */
import type { ComponentType } from 'react';
import type { RaRecord } from 'ra-core';

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
}

export type ListStrategy =
  /** One call returns the whole list; paging, sorting and search run in the browser. */
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
  /** A text input with the 'Send sms code' button beside it. */
  | 'smsCode';

export interface Choice {
  id: Identifier;
  /** i18n key or plain text. */
  name: string;
  /** Badge colour for status fields. */
  color?: 'success' | 'info' | 'danger' | 'warning' | 'default';
}

/** Returns an i18n key (with optional arguments) when the value is wrong. */
export type FieldValidator = (
  value: unknown,
  record: AnyRecord,
) => string | { message: string; args: Record<string, unknown> } | undefined;

export interface FieldSchema {
  source: string;
  /** i18n key of the column header (and of the input, unless inputLabel is given). */
  label: string;
  inputLabel?: string;
  type: FieldType;
  /** Shown as a list column (default true, false for passwords). */
  list?: boolean;
  /** Column can be sorted (default true for client lists). */
  sortable?: boolean;
  /** Editable when creating (default true). */
  create?: boolean;
  /** On edit: editable (true, default), shown read-only ('readonly') or absent (false). */
  edit?: boolean | 'readonly';
  required?: boolean;
  /** Required only when creating (e.g. a password kept when left empty on edit). */
  requiredOn?: 'create';
  /** Value of a new record. */
  defaultValue?: unknown;
  /** Whole numbers only (number fields). */
  integer?: boolean;
  min?: number;
  max?: number;
  /** Longest text accepted (from fieldRules.ts, so that the server agrees); the input shows a counter. */
  maxLength?: number;
  validate?: FieldValidator[];
  /** Input disabled for this record (e.g. the admin account's phone). */
  disabledWhen?: (record: AnyRecord) => boolean;
  choices?: Choice[];
  /** Reference: the resource whose records are the options, and the field shown for each. */
  reference?: { resource: string; optionText: string; copy?: Record<string, string> };
  /** Included in the quick search of client lists (default: text-like listed fields). */
  searchable?: boolean;
  helperText?: string;
  /** Helper text shown on edit only. */
  editHelperText?: string;
}

export interface ResourceMessages {
  /** The new button, e.g. 'New Package'. */
  create: string;
  /** Dialog titles per mode. */
  createTitle: string;
  editTitle: string;
  /** Delete confirm text. */
  deleteConfirm: string;
  /** Notification after a save (optional, with the saved record as arguments). */
  savedDetail?: string;
}

export interface ResourceSchema {
  /** react-admin resource name and data provider key. */
  name: string;
  /** i18n key of the page title. */
  label: string;
  roles?: string[];
  icon?: ComponentType;
  /** Where the page hangs in the route table. Absent: a data-only resource (e.g. dropdown options). */
  route?: { parent: string; path: string; name: string };
  endpoints: {
    list: Endpoint;
    getOne?: Endpoint;
    create?: Endpoint;
    update?: Endpoint;
    delete?: Endpoint;
  };
  list: ListStrategy;
  fields: FieldSchema[];
  messages?: ResourceMessages;
  /** Default sort of the list. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
}
