/**
 * The CRUD operations (factory.ts) at declared paths: the hand-written resources' odd endpoints
 * (`POST /sms/addSendName`, `DELETE /sms/delete-sendName/:id`). Every route needs a session and
 * one of `roles` (endpoint.ts), or, when the operations carry the resource's grants (factory.ts
 * `grants`), a grant of the write's operation; a path parameter (`:id`, `:key`) names the record.
 */
import { tokenOf, type ApiRoute, type Endpoints, type SignedInContext } from '../../endpoint';
import { ok } from '../../envelope';
import type { Identified } from '../../storage/storeTypes';
import { writeOptionsOf } from '../../audit/writeOptions';
import type { CrudOperations, CrudRequest } from './factory';
import type { Caller } from '../../apiTypes';
import { canDo } from '../../../src/kernel/access/permissions';

export interface CrudRoutes {
  roles: readonly string[];
  /** Largest JSON body of create and update (default endpoint.ts's). */
  maxBodyBytes?: number;
  /** The list is the resource's own (a stream, a projection): path and answer. */
  list?: { path: string; answer(context: SignedInContext): Response | Promise<Response> };
  getOne?: string;
  create?: string;
  /** With a path parameter the id is in the path, otherwise the body's `id`. */
  update?: string;
  remove?: string;
}

/** What the factory's writes are given of an HTTP request. */
export const crudRequestOf = ({ request, user, body }: SignedInContext): CrudRequest => ({ user, body, write: writeOptionsOf(request, user), token: tokenOf(request) ?? undefined });

/** The name of a path's parameter (`/x/:key` -> 'key'). */
const paramOf = (path: string): string | undefined => /:([A-Za-z]+)/.exec(path)?.[1];

export function crudRoutes<T extends Identified>(route: Endpoints, crud: CrudOperations<T>, routes: CrudRoutes): ApiRoute[] {
  const { roles, maxBodyBytes } = routes;
  const handlers: ApiRoute[] = [];
  const idIn = (path: string, params: Record<string, string>): string | undefined => {
    const name = paramOf(path);
    return name === undefined ? undefined : params[name];
  };
  if (routes.list) handlers.push(route.signedIn({ method: 'GET', path: routes.list.path, roles }, routes.list.answer));
  const getOne = routes.getOne;
  if (getOne) handlers.push(route.signedIn({ method: 'GET', path: getOne, roles }, async ({ params }) => ok(await crud.getOne(idIn(getOne, params)))));
  // With the resource's grants, a write lets in whom they allow; `roles` then names whom a refusal points to.
  const { grants } = crud;
  const letsIn = (operation: 'create' | 'update' | 'delete') => (grants ? (caller: Caller) => canDo(grants, operation, caller) : undefined);
  if (routes.create) handlers.push(route.signedIn({ method: 'POST', path: routes.create, roles, maxBodyBytes }, async (context) => ok(await crud.create(crudRequestOf(context))), letsIn('create')));
  const update = routes.update;
  if (update) {
    handlers.push(
      route.signedIn({ method: 'PUT', path: update, roles, maxBodyBytes }, async (context) =>
        ok(await crud.update(crudRequestOf(context), paramOf(update) ? { from: 'path', value: idIn(update, context.params) } : { from: 'body' })),
        letsIn('update'),
      ),
    );
  }
  const remove = routes.remove;
  if (remove) handlers.push(route.signedIn({ method: 'DELETE', path: remove, roles }, async (context) => ok(await crud.remove(crudRequestOf(context), idIn(remove, context.params))), letsIn('delete')));
  return handlers;
}
