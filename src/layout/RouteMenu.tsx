import { Menu, usePermissions, useTranslate } from 'react-admin';
import { filterRoutes, flattenRoutes } from '../routes/resolve';
import { routeTable } from '../routes/routeTable';

/** The sidebar menu: the route table's visible pages the user may open. */
export function RouteMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const items = flattenRoutes(filterRoutes(routeTable, permissions ?? [])).filter(
    ({ item, trail }) => item.component && !trail.some((step) => step.hidden) && item.meta?.title,
  );
  return (
    <Menu>
      {items.map(({ item, fullPath }) => {
        const Icon = item.meta?.icon;
        return (
          <Menu.Item
            key={fullPath}
            to={fullPath}
            primaryText={translate(item.meta?.title ?? '')}
            leftIcon={Icon ? <Icon /> : undefined}
          />
        );
      })}
    </Menu>
  );
}
