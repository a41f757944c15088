/** Sender names (admin or editor). */
import type { HttpHandler } from 'msw';
import { MAX_RECORDS } from '../../src/resources/fieldRules';
import type { Endpoints } from '../endpoint';
import { errors, ok, okList } from '../envelope';
import type { Store } from '../store';
import { checkSendName } from '../validation';
import { STAFF, editTarget, idParam, noRoomIn } from './guard';

const NOT_FOUND = 'Send name not found';

export function sendNameHandlers(store: Store, route: Endpoints): HttpHandler[] {
  return [
    route.signedIn({ method: 'GET', path: '/sms/sendName-list', roles: STAFF }, async () => okList(await store.sendNames.list())),

    route.signedIn({ method: 'POST', path: '/sms/addSendName', roles: STAFF }, async ({ body }) => {
      const full = await noRoomIn(store.sendNames, MAX_RECORDS.sendName, 'send names');
      if (full) return full;
      const checked = await checkSendName(store, body);
      if (!checked.ok) return errors.invalid(checked.message, checked.errors);
      // Any id in the body is ignored: the server assigns it.
      const row = await store.sendNames.insert(checked.value);
      return ok({ id: row.id });
    }),

    route.signedIn({ method: 'PUT', path: '/sms/update-sendName', roles: STAFF }, async ({ body }) => {
      const target = await editTarget(body, store.sendNames, NOT_FOUND);
      if (target instanceof Response) return target;
      const checked = await checkSendName(store, body, target.current);
      if (!checked.ok) return errors.invalid(checked.message, checked.errors);
      await store.sendNames.update(target.id, checked.value);
      return ok(null);
    }),

    route.signedIn({ method: 'DELETE', path: '/sms/delete-sendName/:id', roles: STAFF }, async ({ params }) => {
      const id = idParam(params.id);
      if (id instanceof Response) return id;
      return (await store.sendNames.remove(id)) ? ok(null) : errors.notFound(NOT_FOUND);
    }),
  ];
}
