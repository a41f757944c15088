/** Sender names: the shared CRUD at the paths its file declares, the list and each write by the resource's grants (the file's roles by default), with its business rules (an existing owner, whose name is copied). */
import { MAX_RECORDS } from '../../src/kernel/rules/fieldRules';
import { sendName } from '../../src/kernel/resources/sendName';
import type { ApiRoute, Endpoints } from '../endpoint';
import type { Store } from '../store';
import { checkSendName } from '../validation';
import { createCrud } from './crud/factory';
import { grantedList } from './crud/grantedList';
import { crudRoutes } from './crud/routes';
import { declaredRoutes } from './declaredRoutes';

export function sendNameHandlers(store: Store, route: Endpoints): ApiRoute[] {
  const crud = createCrud({
    records: store.sendNames,
    grants: sendName,
    notFound: 'Send name not found',
    maxRecords: MAX_RECORDS.sendName,
    plural: 'send names',
    // Any id in the body is ignored: the server assigns it.
    check: { create: (body) => checkSendName(store, body), update: (body, current) => checkSendName(store, body, current) },
    answer: { created: (row) => ({ id: row.id }), updated: () => null, removed: () => null },
  });
  const declared = declaredRoutes(sendName);
  return [
    grantedList(route, { schema: sendName, path: sendName.endpoints.list.path, roles: declared.roles, rows: () => store.sendNames.list() }),
    ...crudRoutes(route, crud, declared),
  ];
}
