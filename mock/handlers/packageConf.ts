/** SMS package configurations (admin only) and the verification code. */
import type { HttpHandler } from 'msw';
import { MAX_RECORDS } from '../../src/resources/fieldRules';
import type { Endpoints } from '../endpoint';
import { errors, ok, okJsonList } from '../envelope';
import { formatDateTime } from '../format';
import type { Store } from '../store';
import { checkNewPackage, checkPackageEdit } from '../validation';
import { ADMIN, editTarget, idParam, noRoomIn } from './guard';

const NOT_FOUND = 'Package configuration not found';

/** A 6-digit code; Math.random is fine here (not seed data). */
const smsCode = (): string => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

export function packageConfHandlers(store: Store, route: Endpoints): HttpHandler[] {
  return [
    // Read and sent chunk by chunk, already as JSON: 1,000,000 rows are never one query, one array nor one string.
    route.signedIn({ method: 'GET', path: '/sms/packageConf-list', roles: ADMIN }, () => okJsonList(store.packageConfs.jsonChunks())),

    route.signedIn({ method: 'POST', path: '/sms/addPackageConf', roles: ADMIN }, async ({ body }) => {
      const full = await noRoomIn(store.packageConfs, MAX_RECORDS.packageConf, 'package configurations');
      if (full) return full;
      const checked = await checkNewPackage(store, body);
      if (!checked.ok) return errors.invalid(checked.message, checked.errors);
      const row = await store.packageConfs.insert({ ...checked.value, createTime: formatDateTime(new Date()) });
      return ok({ id: row.id });
    }),

    route.signedIn({ method: 'PUT', path: '/sms/edit-packageConf', roles: ADMIN }, async ({ body }) => {
      const target = await editTarget(body, store.packageConfs, NOT_FOUND);
      if (target instanceof Response) return target;
      const checked = await checkPackageEdit(target.current, body);
      if (!checked.ok) return errors.invalid(checked.message, checked.errors);
      await store.packageConfs.update(target.id, checked.value);
      return ok(null);
    }),

    route.signedIn({ method: 'DELETE', path: '/sms/delete-packageConf/:id', roles: ADMIN }, async ({ params }) => {
      const id = idParam(params.id);
      if (id instanceof Response) return id;
      return (await store.packageConfs.remove(id)) ? ok(null) : errors.notFound(NOT_FOUND);
    }),

    route.signedIn({ method: 'GET', path: '/sms/verifySmsSend', roles: ADMIN }, async ({ user }) => {
      await store.smsCodes.set({ userId: user.id, code: smsCode(), sentAt: Date.now() });
      return ok(null);
    }),
  ];
}
