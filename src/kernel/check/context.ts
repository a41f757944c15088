/** What every part of the schema check reads: the environment, all schemas, the problems of one. */
import type { Catalogue, Language } from '../texts/translate';
import type { DeclaredGroup } from '../routes/resourceGroups';
import type { ResourceSchema } from '../types';
import type { ProblemList } from './problems';

export interface SchemaCheckEnv {
  /** The catalogues the console translates with, per language. */
  catalogues: Readonly<Record<Language, Catalogue>>;
  /** Top-level groups of the route table a `route.parent` may name. */
  routeParents: ReadonlySet<string>;
  /** Top-level pages that are not groups: no resource group may take their path. */
  reservedPaths?: ReadonlySet<string>;
  /** Default: ICON_NAMES (iconNames.ts). */
  iconNames?: ReadonlySet<string>;
  /**
   * Cell names, and action dialog and handler names, that exist. Unset: not checked (unit tests
   * of one check); checkEnv.ts gives the names the console ships, as every consumer runs it.
   */
  knownCells?: ReadonlySet<string>;
  knownActions?: ReadonlySet<string>;
  /** Named form inputs (`field.input`) and toolbar extensions (`toolbar`); unset: not checked. */
  knownInputs?: ReadonlySet<string>;
  knownToolbars?: ReadonlySet<string>;
}

/** The environment with its defaults filled in (the name sets stay optional: unset = unchecked). */
type NameSets = 'knownCells' | 'knownActions' | 'knownInputs' | 'knownToolbars';
export type CheckEnv = Required<Omit<SchemaCheckEnv, NameSets>> & Pick<SchemaCheckEnv, NameSets>;

export interface CheckContext {
  env: CheckEnv;
  byName: ReadonlyMap<string, ResourceSchema>;
  /** New parents and the resource whose group declares them first. */
  groups: ReadonlyMap<string, DeclaredGroup>;
  schema: ResourceSchema;
  problems: ProblemList;
}

/** Every record has an id (react-admin's RaRecord) even when no field shows it. */
export function sourcesOf(schema: ResourceSchema | undefined): ReadonlySet<string> {
  const sources = new Set<string>(['id']);
  for (const field of schema?.fields ?? []) if (typeof field.source === 'string') sources.add(field.source);
  return sources;
}

/** Names that exist, for a problem to offer them ('a, b, c'). */
export const namesOf = (names: Iterable<string>): string => [...names].sort().join(', ');

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a field is in the schema: its source when it has one. */
export const fieldPath = (source: unknown, index: number) =>
  typeof source === 'string' && source !== '' ? `fields.${source}` : `fields[${index}]`;

export const actionPath = (name: unknown, index: number) =>
  typeof name === 'string' && name !== '' ? `actions.${name}` : `actions[${index}]`;
