/**
 * What every operation on a conventional resource shares: the server's view of its resources
 * (ResourceServer, built once per API), one request's view of a resource (Scope: the user, what
 * they may see, the store), the access checks, and the CRUD factory set up for a resource.
 */
import { canDo, canViewField } from '../../src/kernel/access/permissions';
import { grantsOf } from '../../src/kernel/access/grants';
import { PERMISSION_OPERATIONS } from '../../src/kernel/access/rolePermissions';
import type { FormMode } from '../../src/kernel/rules/rules';
import type { ResourceOperation, ResourceSchema } from '../../src/kernel/types';
import type { Caller } from '../apiTypes';
import type { Body } from '../parse';
import { forbidden, forbiddenTo, type Refusal } from '../refusal';
import { storedColumns, type Column } from '../resources/columns';
import type { ResourceRecords, ResourceRow, ResourceValues, WriteOptions } from '../resources/resourceStoreTypes';
import { copySystemFields } from '../resources/versions';
import { holdsRichText, sanitizedValue } from '../richText';
import type { Store } from '../store';
import type { Checked } from '../validation';
import { checkResourceBody, type BodyChecked } from '../handlers/crud/body';
import { createCrud, type CrudOperations } from '../handlers/crud/factory';
import { existingIdsIn, referenceCheck, type ExistingIds, type ReferenceCheck } from '../handlers/crud/references';
import { uploadCheck, type UploadCheck } from '../handlers/crud/uploadValues';
import type { BatchScope } from '../handlers/crud/batchCheck';
import { MAX_CONVENTIONAL_RECORDS, rolesOfConventional, type ConventionalResources } from './served';

/** The server's side of every operation: its store and the resources it serves now. */
export interface ResourceServer {
  store: Store;
  resources: ConventionalResources;
  /** The conventional resource of a name (what a reference's option text is looked up in). */
  find(name: string): Promise<ResourceSchema | undefined>;
  existing: ExistingIds;
  references: ReferenceCheck;
  uploads: UploadCheck;
  maxRecords: number;
}

export function resourceServer(store: Store, resources: ConventionalResources, maxRecords = MAX_CONVENTIONAL_RECORDS): ResourceServer {
  const find = (name: string) => resources.find(name);
  const existing = existingIdsIn(store, find);
  return { store, resources, find, existing, references: referenceCheck(existing), uploads: uploadCheck(store.uploads), maxRecords };
}

/** One request's view of a resource: the user, what they may see, and the store. */
export interface Scope {
  schema: ResourceSchema;
  /** Every stored column (what a write may name). */
  columns: readonly Column[];
  /** The columns the user may see (what answers hold, what lists filter and sort on). */
  visible: readonly Column[];
  records: ResourceRecords;
  user: Caller;
  references: ReferenceCheck;
  uploads: UploadCheck;
}

export async function scopeOf(server: ResourceServer, schema: ResourceSchema, user: Caller): Promise<Scope> {
  const columns = storedColumns(schema);
  const visible = columns.filter((column) => canViewField(schema, column.field, user));
  return { schema, columns, visible, records: await server.store.resources.open(schema), user, references: server.references, uploads: server.uploads };
}

/** The 40300 of an operation the user's roles do not reach, naming the roles that would. */
export const operationRefusal = (schema: ResourceSchema, operation: ResourceOperation): Refusal =>
  forbiddenTo(rolesOfConventional({ roles: schema.access?.[operation] ?? schema.roles }));

/** Whether the user's grants allow them any operation on the resource (what lets them use its routes at all). */
export const letsIn = (schema: ResourceSchema, user: Caller): boolean => {
  const grants = grantsOf(schema, user);
  return PERMISSION_OPERATIONS.some((operation) => grants[operation] !== false);
};

/** Throws the 40300 unless the user's grants allow them some operation on the resource. */
export function ensureLetIn(schema: ResourceSchema, user: Caller): void {
  if (!letsIn(schema, user)) throw forbiddenTo(rolesOfConventional(schema));
}

/** Throws the 40300 unless the user's grants allow them the operation. */
export function ensureAllowed(schema: ResourceSchema, user: Caller, operation: ResourceOperation): void {
  ensureLetIn(schema, user);
  if (!canDo(schema, operation, user)) throw operationRefusal(schema, operation);
}

/**
 * A record as this user may see it: the fields their roles may not view are left out, and richText
 * is sanitised again on its way out (a value stored before, or written into the database directly).
 */
export const shownTo = (scope: Scope) => {
  const rich = scope.visible.filter((column) => holdsRichText(column.field));
  return (row: ResourceRow): ResourceRow => {
    if (scope.visible.length === scope.columns.length && rich.length === 0) return row;
    const out: ResourceRow = { id: row.id };
    for (const column of scope.visible) out[column.source] = row[column.source];
    for (const column of rich) out[column.source] = sanitizedValue(column.field, out[column.source] ?? null);
    return copySystemFields(out, row);
  };
};

const checkBody = (scope: Scope, sent: Body, mode: FormMode, current?: ResourceRow): Promise<BodyChecked> => checkResourceBody(sent, { ...scope, mode, current });

/** The body check in the factory's form (40001 with field errors); a field the role may not set is thrown as 40300. */
const asChecked = (checked: BodyChecked): Checked<ResourceValues> => {
  if ('forbidden' in checked) throw forbidden(checked.forbidden);
  return checked;
};

/** The CRUD factory on a resource's records, each write checked by body.ts and answered as the user may see it. */
export function crudOf(scope: Scope, maxRecords: number, write: WriteOptions): CrudOperations<ResourceRow> {
  const view = shownTo(scope);
  return createCrud<ResourceRow, ResourceValues, ResourceValues>({
    records: scope.records,
    writeOptions: () => write,
    notFound: `No ${scope.schema.name} record with this id`,
    maxRecords,
    plural: `${scope.schema.name} records`,
    check: {
      create: async (sent) => asChecked(await checkBody(scope, sent, 'new')),
      update: async (sent, current) => asChecked(await checkBody(scope, sent, 'edit', current)),
    },
    answer: { one: view, created: view, updated: view, removed: view },
  });
}

/** A batch operation's view of a resource (bulk edit, import, actions: batchCheck.ts). */
export const batchScopeOf = async (server: ResourceServer, schema: ResourceSchema, user: Caller, write?: WriteOptions): Promise<BatchScope> => ({
  store: server.store,
  existing: server.existing,
  find: server.find,
  maxRecords: server.maxRecords,
  schema,
  user,
  write,
  columns: storedColumns(schema),
  records: await server.store.resources.open(schema),
});
