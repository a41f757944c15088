/**
 * POST /api/_history/<resource>/<id>/<entry>/restore, body `{ "_version": n }`: the restore
 * operation (server/operations/restore.ts), which writes through the update operation.
 */
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import type { ApiRoute, Endpoints } from '../endpoint';
import { ok } from '../envelope';
import { VERSION } from '../resources/versions';
import type { Store } from '../store';
import { writeOptionsOf } from '../audit/writeOptions';
import { resourceServer } from '../operations/scope';
import { restoreRecord } from '../operations/restore';
import { MAX_CONVENTIONAL_RECORDS, whileFileChanges, type ConventionalOptions, type ConventionalResources } from './crud/conventional';

export { RESTORE_REACH } from '../operations/restore';

export function historyRestoreHandler(store: Store, route: Endpoints, conventional: ConventionalResources, options: ConventionalOptions = {}): ApiRoute {
  const server = resourceServer(store, conventional, options.maxRecords ?? MAX_CONVENTIONAL_RECORDS);
  return route.signedIn({ method: 'POST', path: ENDPOINTS.historyRestore }, async ({ request, params, user, body }) => {
    const name = params.resource ?? '';
    const restore = () => restoreRecord(server, { name, user, write: writeOptionsOf(request, user), id: params.id, entry: params.entry, version: body[VERSION] });
    return whileFileChanges({ name }, async () => ok(await restore()));
  });
}
