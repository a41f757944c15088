/**
 * SMS package configurations (admin by the file; the list and each write also to the roles an admin
 * granted them, within the grant's fields and rows) on the shared CRUD,
 * plus what is theirs: the list streamed as JSON chunks, the server-set createTime, and the verification code.
 */
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { canEditField } from '../../src/kernel/access/permissions';
import { findResource } from '../../src/kernel/resources/registry';
import { MAX_RECORDS } from '../../src/kernel/rules/fieldRules';
import type { ApiRoute, Endpoints } from '../endpoint';
import { ok, okJsonList } from '../envelope';
import { formatDateTime } from '../format';
import type { Store } from '../store';
import type { PackageConf } from '../apiTypes';
import { checkNewPackage, checkPackageEdit, type Checked, type PackageInput } from '../validation';
import { createCrud } from './crud/factory';
import { grantedList } from './crud/grantedList';
import { crudRoutes } from './crud/routes';
import { ADMIN } from './guard';

/** The package resource as the grants read it (its built-in file). */
const PACKAGE_CONF = findResource('packageConf')!;

const SMS_CODE = { source: 'smsCode' };

/** A 6-digit code; Math.random is fine here (not seed data). */
const smsCode = (): string => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

/** The server sets createTime. */
const stamped = (checked: Checked<PackageInput>): Checked<Omit<PackageConf, 'id'>> =>
  checked.ok ? { ok: true, value: { ...checked.value, createTime: formatDateTime(new Date()) } } : checked;

export function packageConfHandlers(store: Store, route: Endpoints): ApiRoute[] {
  const crud = createCrud({
    records: store.packageConfs,
    grants: PACKAGE_CONF,
    notFound: 'Package configuration not found',
    maxRecords: MAX_RECORDS.packageConf,
    plural: 'package configurations',
    check: { create: (body) => checkNewPackage(store, body).then(stamped), update: (body, current) => checkPackageEdit(current, body) },
    answer: { created: (row) => ({ id: row.id }), updated: () => null, removed: () => null },
  });
  return [
    // Read and sent chunk by chunk, already as JSON, to whoever reads every row and field: 1,000,000 rows are never one query, one array nor one string.
    grantedList(route, { schema: PACKAGE_CONF, path: '/sms/packageConf-list', roles: ADMIN, rows: () => store.packageConfs.list(), whole: () => okJsonList(store.packageConfs.jsonChunks()) }),
    ...crudRoutes(route, crud, {
      roles: ADMIN,
      create: '/sms/addPackageConf',
      update: '/sms/edit-packageConf',
      remove: '/sms/delete-packageConf/:id',
    }),

    // The code is for the package form's smsCode: whoever may set that field on a create or an update.
    route.signedIn(
      { method: 'GET', path: ENDPOINTS.verifySmsSend, roles: ADMIN },
      async ({ user }) => {
        await store.smsCodes.set({ userId: user.id, code: smsCode(), sentAt: Date.now() });
        return ok(null);
      },
      (caller) => canEditField(PACKAGE_CONF, SMS_CODE, caller, 'new') || canEditField(PACKAGE_CONF, SMS_CODE, caller, 'edit'),
    ),
  ];
}
