/**
 * The shared CRUD operations (plain CRUD handlers come from this one factory). Given a
 * record store and the resource's rules, it answers list, getOne, create, update and delete with
 * the house checks in one order: room left (40900), the body's rules (40001 with field errors),
 * the store's unique constraints (40001), the record exists (40400). What a resource needs beyond
 * that (its own rules inside `check`, which may also shape the stored value: hash a password, stamp a
 * time; protect a record; end sessions; odd answers) is a hook.
 * The routes (paths, roles, body limits) are wired by routes.ts or conventional.ts.
 */
import type { EndpointContext } from '../../endpoint';
import { errors, ok } from '../../envelope';
import type { Body } from '../../parse';
import type { WriteOptions } from '../../resources/resourceStoreTypes';
import { DuplicateError, IdRangeError, type Identified } from '../../storage/storeTypes';
import type { Checked } from '../../validation';
import { editTarget, idParam, noRoomIn } from '../guard';

export type CrudContext = EndpointContext;

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
  /** Refuses a delete (a protected record, one others refer to). */
  protect?: (current: T) => Response | undefined | Promise<Response | undefined>;
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

export interface CrudOperations<T extends Identified> {
  getOne(id: string | undefined): Promise<Response>;
  create(context: CrudContext): Promise<Response>;
  update(context: CrudContext, id: IdSource): Promise<Response>;
  remove(context: CrudContext, id: string | undefined): Promise<Response>;
  /** The record an id names, or the 40001/40400 answer. */
  target(id: string | undefined): Promise<T | Response>;
}

/** A store's refusal as a 4xxxx answer; anything else is a server error and propagates. */
async function stored<R>(work: () => Promise<R>): Promise<R | Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DuplicateError) {
      const source = /^(\w+) already exists$/.exec(error.message)?.[1];
      return errors.invalid(error.message, source ? { [source]: { message: 'crud.notUnique', args: {} } } : undefined);
    }
    if (error instanceof IdRangeError) return errors.full(`No room for more records: ${error.message}.`);
    throw error;
  }
}

export function createCrud<T extends Identified, New, Patch>(options: CrudOptions<T, New, Patch>): CrudOperations<T> {
  const { records, notFound, answer = {} } = options;
  const data = (shape: ((row: T) => unknown) | undefined, row: T): Response => ok(shape ? shape(row) : row);

  const target = async (value: string | undefined): Promise<T | Response> => {
    const id = idParam(value);
    if (id instanceof Response) return id;
    return (await records.get(id)) ?? errors.notFound(notFound);
  };

  return {
    target,
    async getOne(id) {
      const row = await target(id);
      return row instanceof Response ? row : data(answer.one, row);
    },

    async create(context) {
      const full = await noRoomIn(records, options.maxRecords, options.plural);
      if (full) return full;
      const checked = await options.check.create(context.body, context);
      if (!checked.ok) return errors.invalid(checked.message, checked.errors);
      const row = await stored(() => records.insert(checked.value, options.writeOptions?.(context)));
      return row instanceof Response ? row : data(answer.created, row);
    },

    async update(context, id) {
      const found = id.from === 'path' ? await target(id.value) : await editTarget(context.body, records, notFound).then((edit) => (edit instanceof Response ? edit : edit.current));
      if (found instanceof Response) return found;
      const current = found;
      const checked = await options.check.update(context.body, current, context);
      if (!checked.ok) return errors.invalid(checked.message, checked.errors);
      const patch = checked.value;
      const row = await stored(() => records.update(current.id, patch, options.writeOptions?.(context)));
      if (row instanceof Response) return row;
      if (!row) return errors.notFound(notFound);
      await options.after?.update?.(row, patch, context);
      return data(answer.updated, row);
    },

    async remove(context, id) {
      const current = await target(id);
      if (current instanceof Response) return current;
      const refused = await options.protect?.(current);
      if (refused) return refused;
      if (!(await records.remove(current.id, options.writeOptions?.(context)))) return errors.notFound(notFound);
      await options.after?.remove?.(current, context);
      return data(answer.removed, current);
    },
  };
}
