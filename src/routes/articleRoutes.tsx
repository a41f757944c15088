/** '/example': the article pages. */
import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ListIcon from '@mui/icons-material/ListAlt';
import type { GrantSchema } from '../kernel/access/grants';
import type { RouteItem } from './types';

/** The article resource as its pages' grants read it: the server's own endpoints, open to admins and editors. */
const ARTICLE: GrantSchema = { name: 'article', roles: ['admin', 'editor'], fields: [] };

export const articleRoutes: RouteItem[] = [
  {
    path: '/example',
    name: 'Example',
    redirect: '/example/list',
    meta: { title: 'route.example', icon: DescriptionIcon, roles: ['admin', 'editor'] },
    children: [
      {
        path: 'create',
        name: 'CreateArticle',
        component: lazy(() => import('../pages/article/ArticleCreatePage')),
        meta: { title: 'route.createArticle', icon: EditNoteIcon, resource: ARTICLE, operation: 'create' },
      },
      {
        path: 'edit/:id',
        name: 'EditArticle',
        hidden: true,
        component: lazy(() => import('../pages/article/ArticleEditPage')),
        meta: { title: 'route.editArticle', noCache: true, resource: ARTICLE, operation: 'update' },
      },
      {
        path: 'list',
        name: 'ArticleList',
        component: lazy(() => import('../pages/article/ArticleListPage')),
        meta: { title: 'route.articleList', icon: ListIcon, resource: ARTICLE },
      },
    ],
  },
];
