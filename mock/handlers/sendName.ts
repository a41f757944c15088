/** Sender names (admin or editor). */
import { http, type HttpHandler } from 'msw';
import { errors, ok } from '../envelope';
import { param, toId } from '../parse';
import type { Store } from '../store';
import { checkSendName } from '../validation';
import { STAFF, authorize, authorizedBody, editTarget } from './guard';

const NOT_FOUND = 'Send name not found';

export function sendNameHandlers(store: Store): HttpHandler[] {
  return [
    http.get('*/sms/sendName-list', ({ request }) => {
      const user = authorize(store, request, STAFF);
      if (user instanceof Response) return user;
      return ok(store.sendNames.list());
    }),

    http.post('*/sms/addSendName', async ({ request }) => {
      const body = await authorizedBody(store, request, STAFF);
      if (body instanceof Response) return body;
      const checked = checkSendName(store, body);
      if (!checked.ok) return errors.invalid(checked.message);
      // Any id in the body is ignored: the server assigns it.
      const row = store.sendNames.insert(checked.value);
      return ok({ id: row.id });
    }),

    http.put('*/sms/update-sendName', async ({ request }) => {
      const target = await editTarget(store, request, STAFF, store.sendNames, NOT_FOUND);
      if (target instanceof Response) return target;
      const { body, id, current } = target;
      const checked = checkSendName(store, body, current);
      if (!checked.ok) return errors.invalid(checked.message);
      store.sendNames.update(id, checked.value);
      return ok(null);
    }),

    http.delete('*/sms/delete-sendName/:id', ({ request, params }) => {
      const user = authorize(store, request, STAFF);
      if (user instanceof Response) return user;
      const id = toId(param(params.id));
      if (id === undefined || !store.sendNames.remove(id)) return errors.notFound(NOT_FOUND);
      return ok(null);
    }),
  ];
}
