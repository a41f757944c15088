import { useMemo } from 'react';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useRouteTable } from '../../routes/routeTableContext';
import { buildBreadcrumb } from './breadcrumb';

export function Breadcrumb() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { routeTable } = useRouteTable();
  const crumbs = useMemo(() => buildBreadcrumb(routeTable, pathname), [routeTable, pathname]);
  return (
    <Breadcrumbs aria-label={translate('layout.navbar.breadcrumb')} sx={{ fontSize: '0.875rem', minWidth: 0 }}>
      {crumbs.map((crumb, index) =>
        crumb.to ? (
          <Link key={`${crumb.title}-${index}`} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {translate(crumb.title)}
          </Link>
        ) : (
          <Typography
            key={`${crumb.title}-${index}`}
            color="text.secondary"
            aria-current={index === crumbs.length - 1 ? 'page' : undefined}
            sx={{ fontSize: 'inherit' }}
          >
            {translate(crumb.title)}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
