/**
 * The shared CRUD operations (plain CRUD handlers come from this one factory). Given a
 * record store and the resource's rules, it does getOne, create, update and delete with the house
 * checks in one order: room left (40900), the body's rules (40001 with field errors), the store's
 * unique constraints (40001), the record exists (40400). Each returns the `data` of its answer or
 * throws the Refusal. What a resource needs beyond that (its own rules inside `check`, which may also
 * shape the stored value: hash a password, stamp a time; protect a record; end sessions; odd answers)
 * is a hook. With the resource's `grants` (a built-in resource), each write also obeys the caller's
 * stored permissions as a conventional write does: fields, presets, rows (grantedBody.ts,
 * operations/rowsReach.ts). The routes (paths, roles, body limits) are wired by routes.ts; the conventional
 * resources' operations (server/operations/) use it through scope.ts.
 */
import type { Caller } from '../../apiTypes';
import type { Body } from '../../parse';
import { full, invalid, notFound as missing } from '../../refusal';
import type { WriteOptions } from '../../resources/resourceStoreTypes';
import { DuplicateError, IdRangeError, type Identified } from '../../storage/storeTypes';
import type { Checked } from '../../validation';
import { editTarget, idParam, noRoomIn } from '../guard';
import type { GrantSchema } from '../../../src/kernel/access/grants';
import { ensureReaches, ensureStaysIn } from '../../operations/rowsReach';
import { grantedBody } from './grantedBody';

/** What a write of the factory is given: who asks, what they send, and from where (no HTTP object). */
export interface CrudRequest {
  user: Caller;
  body: Body;
  /** Who writes from where (the audit log), as the request tells it. */
  write: WriteOptions;
  /** The caller's session token (a password change ends the user's other sessions). */
  token?: string;
}

export type CrudContext = CrudRequest;

/** What the operations need of a store. */
export interface CrudRecords<T extends Identified, New, Patch> {
  count(): Promise<number>;
  get(id: number): Promise<T | undefined>;
  insert(value: New, options?: WriteOptions): Promise<T>;
  update(id: number, patch: Patch, options?: WriteOptions): Promise<T | undefined>;
  remove(id: number, options?: WriteOptions): Promise<unknown>;
}

export interface CrudOptions<T extends Identified, New, Patch> {
  records: CrudRecords<T, New, Patch>;
  /** 40400 message, e.g. 'Send name not found'. */
  notFound: string;
  /** Most records the collection may hold, and their name in the 40900 message ('send names'). */
  maxRecords: number;
  plural: string;
  /** The body's rules: the schema's and the resource's own (the hook for extra rules); the value is what is stored. */
  check: {
    create(body: Body, context: CrudContext): Promise<Checked<New>>;
    update(body: Body, current: T, context: CrudContext): Promise<Checked<Patch>>;
  };
  /** Who writes from where (the audit log): passed to every write. */
  writeOptions?: (context: CrudContext) => WriteOptions;
  /**
   * The resource whose grants (stored permissions, else its file's) decide each write: the fields a
   * create or update may set, the create's presets, the rows an update or delete reaches
   * (grantedBody.ts, rowsReach.ts). Without it the routes' roles alone decide (a conventional
   * resource's body check obeys the grants itself).
   */
  grants?: GrantSchema;
  /** Refuses a delete (a protected record, one others refer to) by throwing its Refusal. */
  protect?: (current: T, context: CrudContext) => void | Promise<void>;
  /** After a write (end sessions, ...). */
  after?: {
    update?(row: T, patch: Patch, context: CrudContext): Promise<void>;
    remove?(row: T, context: CrudContext): Promise<void>;
  };
  /** The `data` of each answer (default: the record). */
  answer?: {
    one?(row: T): unknown;
    created?(row: T): unknown;
    updated?(row: T): unknown;
    removed?(row: T): unknown;
  };
}

/** Where an update finds its id: the path (`/x/:id`) or the body's `id` (`PUT /x {id, ...}`). */
export type IdSource = { from: 'path'; value: string | undefined } | { from: 'body' };

/** Each operation answers the `data` of its answer, or throws the Refusal. */
export interface CrudOperations<T extends Identified> {
  getOne(id: string | undefined): Promise<unknown>;
  create(context: CrudContext): Promise<unknown>;
  update(context: CrudContext, id: IdSource): Promise<unknown>;
  remove(context: CrudContext, id: string | undefined): Promise<unknown>;
  /** The record an id names (40001 for no id, 40400 for no record). */
  target(id: string | undefined): Promise<T>;
  /** The resource whose grants decide who may write (routes.ts lets in by them). */
  grants?: GrantSchema;
}

/** A store's refusal as a Refusal (40001 naming the field, 40900); anything else is a server error and propagates. */
async function stored<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DuplicateError) {
      const source = /^(\w+) already exists$/.exec(error.message)?.[1];
      throw invalid(error.message, source ? { [source]: { message: 'crud.notUnique', args: {} } } : undefined);
    }
    if (error instanceof IdRangeError) throw full(`No room for more records: ${error.message}.`);
    throw error;
  }
}

export function createCrud<T extends Identified, New, Patch>(options: CrudOptions<T, New, Patch>): CrudOperations<T> {
  const { records, notFound, answer = {}, grants } = options;
  const data = (shape: ((row: T) => unknown) | undefined, row: T): unknown => (shape ? shape(row) : row);
  const passed = <V>(checked: Checked<V>): V => {
    if (!checked.ok) throw invalid(checked.message, checked.errors);
    return checked.value;
  };

  const target = async (value: string | undefined): Promise<T> => {
    const row = await records.get(idParam(value));
    if (!row) throw missing(notFound);
    return row;
  };

  return {
    target,
    grants,
    async getOne(id) {
      return data(answer.one, await target(id));
    },

    async create(context) {
      await noRoomIn(records, options.maxRecords, options.plural);
      const body = grants ? grantedBody(grants, context.user, 'new', context.body) : context.body;
      const value = passed(await options.check.create(body, { ...context, body }));
      const row = await stored(() => records.insert(value, options.writeOptions?.(context)));
      return data(answer.created, row);
    },

    async update(context, id) {
      const current = id.from === 'path' ? await target(id.value) : (await editTarget(context.body, records, notFound)).current;
      if (grants) ensureReaches(grants, context.user, current, 'change');
      const body = grants ? grantedBody(grants, context.user, 'edit', context.body, current) : context.body;
      const patch = passed(await options.check.update(body, current, { ...context, body }));
      if (grants) ensureStaysIn(grants, context.user, { ...current, ...patch });
      const row = await stored(() => records.update(current.id, patch, options.writeOptions?.(context)));
      if (!row) throw missing(notFound);
      await options.after?.update?.(row, patch, context);
      return data(answer.updated, row);
    },

    async remove(context, id) {
      const current = await target(id);
      if (grants) ensureReaches(grants, context.user, current, 'delete');
      await options.protect?.(current, context);
      if (!(await records.remove(current.id, options.writeOptions?.(context)))) throw missing(notFound);
      await options.after?.remove?.(current, context);
      return data(answer.removed, current);
    },
  };
}
