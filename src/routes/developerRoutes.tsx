/** The 'Developer' group: tools for whoever writes resource files, admin only. */
import { lazy } from 'react';
import ApiIcon from '@mui/icons-material/Api';
import BuildIcon from '@mui/icons-material/Build';
import ScienceIcon from '@mui/icons-material/Science';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/VpnKey';
import WebhookIcon from '@mui/icons-material/Webhook';
import type { RouteItem } from './types';

export const developerRoutes: RouteItem[] = [
  {
    path: '/developer',
    name: 'Developer',
    redirect: '/developer/schema-lab',
    alwaysShow: true,
    meta: { title: 'route.developer', icon: BuildIcon, roles: ['admin'] },
    children: [
      {
        path: 'schema-lab',
        name: 'SchemaLab',
        component: lazy(() => import('../pages/schemaLab/SchemaLabPage')),
        meta: { title: 'route.schemaLab', icon: ScienceIcon },
      },
      {
        path: 'api',
        name: 'ApiDocs',
        component: lazy(() => import('../pages/apiDocs/ApiDocsPage')),
        meta: { title: 'route.apiDocs', icon: ApiIcon },
      },
      {
        path: 'audit-log',
        name: 'AuditLog',
        component: lazy(() => import('../pages/audit/AuditLogPage')),
        meta: { title: 'route.auditLog', icon: HistoryIcon },
      },
      {
        path: 'api-tokens',
        name: 'ApiTokens',
        component: lazy(() => import('../pages/apiTokens/ApiTokensPage')),
        meta: { title: 'route.apiTokens', icon: KeyIcon },
      },
      {
        path: 'webhooks',
        name: 'Webhooks',
        component: lazy(() => import('../pages/webhooks/WebhooksPage')),
        meta: { title: 'route.webhooks', icon: WebhookIcon },
      },
    ],
  },
];
