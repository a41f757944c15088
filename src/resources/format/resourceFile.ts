/**
 * A resource file (issue 11): a ResourceSchema as JSON. Derived from types.ts so both move
 * together; only what JSON cannot hold differs: functions become names of registered validators
 * and mappers (named.ts), conditions and default values are data only, `endpoints` and `list` may
 * be left to the REST convention (convention.ts), and a file may carry its own texts.
 */
import type {
  ActionEffect,
  ActionSchema,
  Choice,
  Condition,
  DefaultValue,
  Endpoint,
  FieldSchema,
  FilterKind,
  FilterSchema,
  ListStrategy,
  ResourceSchema,
} from '../types';

/** Negation of the function escape hatch: what a condition can say as data. */
export type FileCondition = Exclude<Condition, (...args: never[]) => unknown>;

export type FileDefaultValue = Exclude<DefaultValue, (...args: never[]) => unknown>;

/** A registered validator (named.ts) and its arguments, e.g. { name: 'notAbove', args: { field, message } }. */
export interface NamedValidator {
  name: string;
  args?: Record<string, unknown>;
}

export type FileEndpoint = Omit<Endpoint, 'body' | 'idOf'> & {
  /** Name of a registered body mapper. */
  body?: string;
  /** Name of a registered id reader. */
  idOf?: string;
};

export type FileEndpoints = { [K in keyof ResourceSchema['endpoints']]: FileEndpoint };

/** A server list's query and answer follow the REST convention in a file. */
export type FileList = Extract<ListStrategy, { kind: 'client' }> | { kind: 'server' };

export type FileChoice = Omit<Choice, 'visibleWhen'> & { visibleWhen?: FileCondition };

export type FileFilter = Omit<FilterSchema, 'choices'> & { choices?: FileChoice[] };

type FunctionFieldKeys = 'validate' | 'visibleWhen' | 'disabledWhen' | 'requiredWhen' | 'defaultValue' | 'choices' | 'filter';

export type FileField = Omit<FieldSchema, FunctionFieldKeys> & {
  validate?: NamedValidator[];
  visibleWhen?: FileCondition;
  disabledWhen?: FileCondition;
  requiredWhen?: FileCondition;
  defaultValue?: FileDefaultValue;
  choices?: FileChoice[];
  filter?: FilterKind | FileFilter;
};

type ApiEffect = Extract<ActionEffect, { kind: 'api' }>;

export type FileEffect = Exclude<ActionEffect, ApiEffect> | (Omit<ApiEffect, 'endpoint'> & { endpoint: FileEndpoint });

export type FileAction = Omit<ActionSchema, 'effect' | 'visibleWhen'> & {
  effect: FileEffect;
  visibleWhen?: FileCondition;
};

/** Texts of the resource per language, merged into the console's catalogues when it loads. */
export type ResourceTexts = NonNullable<ResourceSchema['texts']>;

export type ResourceFile = Omit<ResourceSchema, 'endpoints' | 'list' | 'fields' | 'actions'> & {
  /** The JSON Schema an editor validates the file with; ignored by the console. */
  $schema?: string;
  /** Absent: REST by convention at /<name>. */
  endpoints?: FileEndpoints;
  /** Absent: 'client' when endpoints are given, 'server' when conventional. */
  list?: FileList;
  fields: FileField[];
  actions?: FileAction[];
};
