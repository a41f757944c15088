/** SMS package configurations (admin only) and the verification code. */
import { http, type HttpHandler } from 'msw';
import { errors, ok } from '../envelope';
import { formatDateTime } from '../format';
import { param, toId } from '../parse';
import type { Store } from '../store';
import { checkNewPackage, checkPackageEdit } from '../validation';
import { ADMIN, authorize, authorizedBody, editTarget } from './guard';

const NOT_FOUND = 'Package configuration not found';

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
      const body = await authorizedBody(store, request, ADMIN);
      if (body instanceof Response) return body;
      const checked = checkNewPackage(store, body);
      if (!checked.ok) return errors.invalid(checked.message);
      const row = store.packageConfs.insert({ ...checked.value, createTime: formatDateTime(new Date()) });
      return ok({ id: row.id });
    }),

    http.put('*/sms/edit-packageConf', async ({ request }) => {
      const target = await editTarget(store, request, ADMIN, store.packageConfs, NOT_FOUND);
      if (target instanceof Response) return target;
      const { body, id, current } = target;
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
