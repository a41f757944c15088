/**
 * The routes of a conventional resource's trash (`trash: true`; the operations are
 * server/operations/trash.ts): DELETE /api/<name>/<id> moves the record there (the delete
 * operation calls movedToTrash), and an admin works on it with
 *
 *   GET    /api/_trash/<name>?range=[0,9]      deleted records, newest first, + Content-Range
 *   POST   /api/_trash/<name>/<id>/restore     back in the list under its id (the restored record)
 *   DELETE /api/_trash/<name>/<id>             deleted for good
 *   DELETE /api/_trash/<name>?confirm=<name>   the whole trash deleted for good ({purged: n})
 *
 * Each listed record carries `_deletedAt` (ISO 8601) and `_deletedBy` (userName). A restore whose
 * unique value another record took meanwhile is refused (40900, naming the field) and changes
 * nothing; references of the restored record to records gone now are emptied (trashReferences.ts).
 */
import { contentRange } from '../../../src/kernel/format/convention';
import { ENDPOINTS } from '../../../src/kernel/http/endpoints';
import type { ApiRoute, Endpoints, SignedInContext } from '../../endpoint';
import { ok } from '../../envelope';
import { invalid } from '../../refusal';
import type { Store } from '../../store';
import { ADMIN } from '../guard';
import { MAX_CONVENTIONAL_RECORDS, type ConventionalOptions, type ConventionalResources } from './conventional';
import { json, MAX_PAGE_ROWS, rangeOf } from './listQuery';
import { writeOptionsOf } from '../../audit/writeOptions';
import { resourceServer } from '../../operations/scope';
import { emptyTrash, purgeFromTrash, restoreFromTrash, trashListedFor, trashOf, type TrashRecordRequest } from '../../operations/trash';

export function trashHandlers(store: Store, route: Endpoints, resources: ConventionalResources, options: ConventionalOptions = {}): ApiRoute[] {
  const server = resourceServer(store, resources, options.maxRecords ?? MAX_CONVENTIONAL_RECORDS);
  const recordOf = ({ params, user, request }: SignedInContext): TrashRecordRequest => ({ name: params.resource, id: params.id, user, write: writeOptionsOf(request, user) });

  return [
    route.signedIn({ method: 'GET', path: ENDPOINTS.trash, roles: ADMIN }, async ({ params, request, user }) => {
      const found = await trashOf(server, params.resource);
      const raw = json('range', new URL(request.url).searchParams.get('range'));
      if (!raw.ok) throw invalid(raw.message);
      const range = rangeOf(found.schema, raw.value, MAX_PAGE_ROWS);
      if (!range.ok) throw invalid(range.message);
      const { entries, total } = await found.trash.page(range.value.offset, range.value.limit);
      const answer = ok(entries.map(trashListedFor(found.schema, user)));
      answer.headers.set('Content-Range', contentRange(found.schema.name, range.value.offset, entries.length, total));
      return answer;
    }),

    route.signedIn({ method: 'POST', path: ENDPOINTS.trashRestore, roles: ADMIN, body: 'none' }, async (context) => ok(await restoreFromTrash(server, recordOf(context)))),

    route.signedIn({ method: 'DELETE', path: ENDPOINTS.trashRecord, roles: ADMIN }, async (context) => ok(await purgeFromTrash(server, recordOf(context)))),

    route.signedIn({ method: 'DELETE', path: ENDPOINTS.trash, roles: ADMIN }, async ({ params, request, user }) =>
      ok(await emptyTrash(server, { name: params.resource, user, confirm: new URL(request.url).searchParams.get('confirm'), write: writeOptionsOf(request, user) })),
    ),
  ];
}
