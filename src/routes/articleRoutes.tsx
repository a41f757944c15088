/** '/example': the article pages. */
import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ListIcon from '@mui/icons-material/ListAlt';
import type { RouteItem } from './types';

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
        meta: { title: 'route.createArticle', icon: EditNoteIcon, resource: 'article', operation: 'create' },
      },
      {
        path: 'edit/:id',
        name: 'EditArticle',
        hidden: true,
        component: lazy(() => import('../pages/article/ArticleEditPage')),
        meta: { title: 'route.editArticle', noCache: true, resource: 'article', operation: 'update' },
      },
      {
        path: 'list',
        name: 'ArticleList',
        component: lazy(() => import('../pages/article/ArticleListPage')),
        meta: { title: 'route.articleList', icon: ListIcon, resource: 'article' },
      },
    ],
  },
];
