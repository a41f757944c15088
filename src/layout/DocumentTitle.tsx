import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { getConfig } from '../config';
import { findRoute } from '../routes/resolve';
import { routeTable, standaloneRoutes } from '../routes/routeTable';

/** Document title '{page title} - {site title}' from the route table (spec §1). */
export function pageTitle(pageName: string | undefined, siteTitle: string): string {
  return pageName ? `${pageName} - ${siteTitle}` : siteTitle;
}

export function DocumentTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  useEffect(() => {
    const route = findRoute([...routeTable, ...standaloneRoutes], pathname);
    const title = route?.item.meta?.title;
    document.title = pageTitle(title ? translate(title) : undefined, getConfig().siteTitle);
  }, [pathname, translate]);
  return null;
}
