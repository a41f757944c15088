/** Template mocks: user search, transactions and routes (signed-in readers); the roles are in roles.ts. */
import type { ApiRoute, Endpoints } from '../endpoint';
import { okTemplate } from '../envelope';
import { allRoutes } from '../routesData';
import { SEARCH_NAMES } from '../seed';
import type { Store } from '../store';
import { ADMIN, STAFF } from './guard';

export function templateHandlers(store: Store, route: Endpoints): ApiRoute[] {
  return [
    route.signedIn({ method: 'GET', path: '/vue-element-admin/search/user', roles: STAFF }, ({ request }) => {
      const name = (new URL(request.url).searchParams.get('name') ?? '').trim().toLowerCase().slice(0, 64);
      const items = SEARCH_NAMES.filter((candidate) => candidate.toLowerCase().includes(name)).map((match) => ({ name: match }));
      return okTemplate({ items });
    }),

    route.signedIn({ method: 'GET', path: '/vue-element-admin/transaction/list' }, async () => {
      const items = await store.transactions();
      return okTemplate({ total: items.length, items });
    }),

    route.signedIn({ method: 'GET', path: '/vue-element-admin/routes', roles: ADMIN }, () => okTemplate(allRoutes)),
  ];
}
