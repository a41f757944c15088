/** SMS package configurations (admin only) and the verification code. */
import { http, type HttpHandler } from 'msw';
import { errors, ok } from '../envelope';
import { formatDateTime } from '../format';
import { param, readJson, toId } from '../parse';
import type { Store } from '../store';
import { checkNewPackage, checkPackageEdit } from '../validation';
import { ADMIN, authorize } from './guard';

const NOT_FOUND = 'Package configuration not found';
const BAD_BODY = 'The request body must be a JSON object';

/** A 6-digit code; Math.random is fine here (not seed data). */
const smsCode = (): string => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

export function packageConfHandlers(store: Store): HttpHandler[] {
  return [
    http.get('*/sms/packageConf-list', ({ request }) => {
      const user = authorize(store, request, ADMIN);
      if (user instanceof Response) return user;
      return ok(store.packageConfs.list());
    }),

    http.post('*/sms/addPackageConf', async ({ request }) => {
      const user = authorize(store, request, ADMIN);
      if (user instanceof Response) return user;
      const body = await readJson(request);
      if (!body) return errors.badRequest(BAD_BODY);
      const checked = checkNewPackage(store, body);
      if (!checked.ok) return errors.invalid(checked.message);
      const row = store.packageConfs.insert({ ...checked.value, createTime: formatDateTime(new Date()) });
      return ok({ id: row.id });
    }),

    http.put('*/sms/edit-packageConf', async ({ request }) => {
      const user = authorize(store, request, ADMIN);
      if (user instanceof Response) return user;
      const body = await readJson(request);
      if (!body) return errors.badRequest(BAD_BODY);
      const id = toId(body.id);
      if (id === undefined) return errors.invalid('id is required');
      const current = store.packageConfs.get(id);
      if (!current) return errors.notFound(NOT_FOUND);
      const checked = checkPackageEdit(current, body);
      if (!checked.ok) return errors.invalid(checked.message);
      store.packageConfs.update(id, checked.value);
      return ok(null);
    }),

    http.delete('*/sms/delete-packageConf/:id', ({ request, params }) => {
      const user = authorize(store, request, ADMIN);
      if (user instanceof Response) return user;
      const id = toId(param(params.id));
      if (id === undefined || !store.packageConfs.remove(id)) return errors.notFound(NOT_FOUND);
      return ok(null);
    }),

    http.get('*/sms/verifySmsSend', ({ request }) => {
      const user = authorize(store, request, ADMIN);
      if (user instanceof Response) return user;
      store.smsCodes.set(user.id, { userId: user.id, code: smsCode(), sentAt: Date.now() });
      return ok(null);
    }),
  ];
}
