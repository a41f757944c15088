/**
 * POST /api/_history/<resource>/<id>/<entry>/restore, body `{ "_version": n }`: writes the record's
 * values as they were right after that history entry (audit/pastValues.ts). The write is the
 * record's own PUT (conventional.ts), handed the caller's headers: the same rights, rules, owner
 * and version checks (409 / 40901 when the record moved on from `_version`), audited as an update.
 * Only the fields the caller may view are written back.
 */
import { canDo } from '../../src/kernel/access/permissions';
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { findResource } from '../../src/kernel/resources/registry';
import { valuesAfter } from '../audit/pastValues';
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, fail } from '../envelope';
import { VERSION } from '../resources/versions';
import type { Store } from '../store';
import { visibleTo } from './auditRoutes';
import type { ConventionalResources } from './crud/conventional';
import { idParam } from './guard';

/** How far back a restore reaches: the newest entries of a record it reads. */
export const RESTORE_REACH = 1000;

const entryParam = (raw: string | undefined): number | Response => {
  const id = raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : errors.invalid('A history entry is named by its id, a whole number from 1.');
};

/** `update` is the conventional resources' route (their PUT /api/<name>/<id>). */
export function historyRestoreHandler(store: Store, route: Endpoints, conventional: ConventionalResources, update: ApiRoute, apiBase = '/api'): ApiRoute {
  const base = apiBase.replace(/\/$/, '');
  return route.signedIn({ method: 'POST', path: ENDPOINTS.historyRestore }, async ({ request, params, user, body }) => {
    const name = params.resource ?? '';
    const served = await conventional.find(name);
    const schema = served ?? findResource(name);
    if (!schema) return errors.notFound(`No resource named ${JSON.stringify(name.slice(0, 64))}`);
    if (schema.history === false) return errors.notFound(`${schema.name} keeps no history (its resource file says "history": false)`);
    if (!canDo(schema, 'read', user.roles)) return fail('40300', `No permission: you may not read ${schema.name}, so not its history either.`, 403);
    if (!served) return errors.notFound(`Records of ${schema.name} are not restored from their history: it is no resource served by convention`);
    const id = idParam(params.id);
    if (id instanceof Response) return id;
    const entryId = entryParam(params.entry);
    if (entryId instanceof Response) return entryId;
    const version: unknown = body[VERSION];
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      return errors.invalid(`${VERSION} must be the version of the record you restore over (a whole number from 1)`, { [VERSION]: { message: 'crud.required', args: {} } });
    }
    const { rows } = await store.audit.list({ resource: schema.name, recordId: String(id), order: 'DESC', offset: 0, limit: RESTORE_REACH });
    const past = valuesAfter(rows.map(visibleTo(schema, user)), entryId);
    if (!past.ok) {
      return past.reason === 'not-found'
        ? errors.notFound(`No history entry ${entryId} among the newest ${RESTORE_REACH} of this ${schema.name} record`)
        : errors.invalid(`History entry ${entryId} is not a state of the record to restore (only a create, update or restore is)`);
    }
    const headers = new Headers(request.headers);
    headers.set('Content-Type', 'application/json');
    headers.delete('Content-Length');
    headers.delete('If-Match');
    const url = new URL(`${base}/${schema.name}/${id}`, request.url);
    const put = new Request(url, { method: 'PUT', headers, body: JSON.stringify({ ...past.values, [VERSION]: version }) });
    return (await update.answer(put, {})) ?? errors.notFound(`No ${schema.name} record with this id`);
  });
}
