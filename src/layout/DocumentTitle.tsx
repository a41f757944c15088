import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { getConfig } from '../config';
import { findRoute } from '../routes/resolve';
import { useRouteTable } from '../routes/routeTableContext';

/** Document title '{page title} - {site title}' from the route table. */
export function pageTitle(pageName: string | undefined, siteTitle: string): string {
  return pageName ? `${pageName} - ${siteTitle}` : siteTitle;
}

export function DocumentTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const { routeTable, standaloneRoutes } = useRouteTable();
  useEffect(() => {
    const route = findRoute([...routeTable, ...standaloneRoutes], pathname);
    const title = route?.item.meta?.title;
    document.title = pageTitle(title ? translate(title) : undefined, getConfig().siteTitle);
  }, [routeTable, standaloneRoutes, pathname, translate]);
  return null;
}
