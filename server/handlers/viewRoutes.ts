/**
 * Saved list views (kernel/http/views.ts), per user and resource:
 *
 *   GET    /api/_views/<resource>       the user's views and those shared with one of their roles
 *   POST   /api/_views/<resource>       a new view (name unique per user and resource, capped count)
 *   PUT    /api/_views/<resource>/<id>  change it (owner or admin)
 *   DELETE /api/_views/<resource>/<id>  delete it (owner or admin)
 *
 * The resource must exist and the user may read it; a view's columns and sort name fields the user
 * may view; only an admin shares a view with roles. A view the user cannot see answers 40400, one
 * shared with them that they may not change 40300.
 */
import { canDo } from '../../src/kernel/access/permissions';
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { VIEWS_PER_USER_MAX, VIEW_STATE_MAX_BYTES, type ListView } from '../../src/kernel/http/views';
import { findResource } from '../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../src/kernel/types';
import type { ApiRoute, Endpoints, SignedInContext } from '../endpoint';
import { errors, fail, ok } from '../envelope';
import type { Store } from '../store';
import { DuplicateError } from '../storage/storeTypes';
import { sharedWithAny, type StoredView } from '../storage/viewStore';
import type { Caller } from '../apiTypes';
import { ADMIN, idParam } from './guard';
import type { ConventionalResources } from './crud/conventional';
import { forbidden, notFound } from '../refusal';
import { checkViewBody } from './viewInput';

/** The state's JSON and the rest of the body. */
const VIEW_BODY_BYTES = VIEW_STATE_MAX_BYTES + 4 * 1024;

const isAdmin = (user: Caller): boolean => user.roles.some((role) => ADMIN.includes(role));

const answerOf = (view: StoredView, user: Caller): ListView => ({
  id: view.id,
  resource: view.resource,
  name: view.name,
  state: view.state,
  isDefault: view.isDefault,
  sharedWith: view.sharedWith,
  ownerId: view.ownerId,
  mine: view.ownerId === user.id || isAdmin(user),
});

const onlyAdminShares = () => fail('40300', 'No permission: only an admin may share a view with roles.', 403);

export function viewHandlers(store: Store, route: Endpoints, conventional: ConventionalResources): ApiRoute[] {
  /** The resource the path names, if it exists and the user may read it; else throws the refusal. */
  const readable = async (name: string | undefined, user: Caller): Promise<ResourceSchema> => {
    const schema = name === undefined ? undefined : (findResource(name) ?? (await conventional.find(name)));
    if (!schema) throw notFound(`No resource named ${JSON.stringify(name ?? '')}`);
    if (!canDo(schema, 'read', user)) throw forbidden(`No permission: you may not read ${schema.name}, so you keep no views of it.`);
    return schema;
  };

  /** The view of the path, if this user may change it; else throws the refusal. */
  const changeable = async ({ params, user }: SignedInContext, schema: ResourceSchema): Promise<StoredView> => {
    const id = idParam(params.id);
    const view = await store.views.get(id);
    const missing = notFound(`No view ${id} of ${schema.name}`);
    if (!view || view.resource !== schema.name) throw missing;
    if (view.ownerId === user.id || isAdmin(user)) return view;
    throw sharedWithAny(view, user.roles) ? forbidden('No permission: only its owner or an admin may change this view.') : missing;
  };

  const duplicate = (error: unknown): Response => {
    if (error instanceof DuplicateError) return errors.invalid(error.message);
    throw error;
  };

  return [
    route.signedIn({ method: 'GET', path: ENDPOINTS.views }, async ({ params, user }) => {
      const schema = await readable(params.resource, user);
      const views = await store.views.visibleTo(schema.name, user.id, user.roles);
      return ok(views.map((view) => answerOf(view, user)));
    }),

    route.signedIn({ method: 'POST', path: ENDPOINTS.views, maxBodyBytes: VIEW_BODY_BYTES }, async ({ params, user, body }) => {
      const schema = await readable(params.resource, user);
      const checked = checkViewBody(body, schema, user, false);
      if (!checked.ok) return errors.invalid(checked.message);
      const { name = '', state, isDefault = false, sharedWith = [] } = checked.value;
      if (sharedWith.length > 0 && !isAdmin(user)) return onlyAdminShares();
      if (!state) return errors.invalid('state is required');
      if ((await store.views.countOf(user.id, schema.name)) >= VIEWS_PER_USER_MAX) {
        return errors.full(`No room for more views of ${schema.name}: at most ${VIEWS_PER_USER_MAX} per user. Delete one first.`);
      }
      try {
        const view = await store.views.insert({ ownerId: user.id, resource: schema.name, name, state, isDefault, sharedWith });
        return ok(answerOf(view, user));
      } catch (error) {
        return duplicate(error);
      }
    }),

    route.signedIn({ method: 'PUT', path: ENDPOINTS.view, maxBodyBytes: VIEW_BODY_BYTES }, async (context) => {
      const schema = await readable(context.params.resource, context.user);
      const view = await changeable(context, schema);
      const checked = checkViewBody(context.body, schema, context.user, true);
      if (!checked.ok) return errors.invalid(checked.message);
      const { sharedWith } = checked.value;
      const sharingChanges = sharedWith !== undefined && JSON.stringify([...sharedWith].sort()) !== JSON.stringify([...view.sharedWith].sort());
      if (sharingChanges && !isAdmin(context.user)) return onlyAdminShares();
      try {
        const updated = await store.views.update(view.id, checked.value);
        return updated ? ok(answerOf(updated, context.user)) : errors.notFound(`No view ${view.id} of ${schema.name}`);
      } catch (error) {
        return duplicate(error);
      }
    }),

    route.signedIn({ method: 'DELETE', path: ENDPOINTS.view }, async (context) => {
      const schema = await readable(context.params.resource, context.user);
      const view = await changeable(context, schema);
      await store.views.remove(view.id);
      return ok(null);
    }),
  ];
}
