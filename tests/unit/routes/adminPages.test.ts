import { describe, expect, it } from 'vitest';
import { filterRoutes, flattenRoutes } from '../../../src/routes/resolve';
import { routeTable, standaloneRoutes } from '../../../src/routes/routeTable';
import { ADMIN_PAGES, addressOf } from '../../e2e/helpers/adminPages';

describe('the e2e list of admin pages', () => {
  it('is every page of the route table an admin can open (the axe, dark and 375 px checks visit them all)', () => {
    const pages = flattenRoutes(filterRoutes([...routeTable, ...standaloneRoutes], ['admin']))
      .filter(({ item, fullPath }) => item.component && !fullPath.includes('*'))
      .map(({ fullPath }) => addressOf(fullPath));
    expect([...ADMIN_PAGES].sort()).toEqual(pages.sort());
  });
});
