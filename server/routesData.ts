/** The route table answered by `GET /vue-element-admin/routes` and embedded in the mock roles. */
import type { RouteItem } from './apiTypes';

const layout = 'layout/Layout';

export const constantRoutes: RouteItem[] = [
  { path: '/redirect', component: layout, hidden: true, children: [{ path: '/redirect/:path*', component: 'views/redirect/index' }] },
  { path: '/login', component: 'views/login/index', hidden: true },
  { path: '/auth-redirect', component: 'views/login/auth-redirect', hidden: true },
  { path: '/404', component: 'views/error-page/404', hidden: true },
  { path: '/401', component: 'views/error-page/401', hidden: true },
  {
    path: '',
    component: layout,
    redirect: 'dashboard',
    children: [
      { path: 'dashboard', component: 'views/dashboard/index', name: 'Dashboard', meta: { title: 'Dashboard', icon: 'dashboard', affix: true } },
    ],
  },
];

export const asyncRoutes: RouteItem[] = [
  {
    path: '/permission',
    component: layout,
    redirect: '/permission/packageConf',
    alwaysShow: true,
    meta: { title: 'Permission', icon: 'lock', roles: ['admin', 'editor'] },
    children: [
      { path: 'packageConf', component: 'views/permission/packageConf', name: 'PackageConf', meta: { title: 'Manage packageConf', roles: ['admin'] } },
      { path: 'sendName', component: 'views/permission/sendName', name: 'SendName', meta: { title: 'Manage Send name' } },
      { path: 'role', component: 'views/permission/role', name: 'RolePermission', meta: { title: 'User', roles: ['admin'] } },
    ],
  },
  {
    path: '/icon',
    component: layout,
    children: [{ path: 'index', component: 'views/icons/index', name: 'Icons', meta: { title: 'Icons', icon: 'icon', noCache: true } }],
  },
  {
    path: '/components',
    component: layout,
    redirect: 'noRedirect',
    name: 'ComponentDemo',
    meta: { title: 'Components', icon: 'component' },
    children: [{ path: 'tinymce', component: 'views/components-demo/tinymce', name: 'TinymceDemo', meta: { title: 'Tinymce' } }],
  },
  {
    path: '/example',
    component: layout,
    redirect: '/example/list',
    name: 'Example',
    meta: { title: 'Example', icon: 'example' },
    children: [
      { path: 'create', component: 'views/example/create', name: 'CreateArticle', meta: { title: 'Create Article', icon: 'edit' } },
      { path: 'edit/:id(\\d+)', component: 'views/example/edit', name: 'EditArticle', hidden: true, meta: { title: 'Edit Article', noCache: true } },
      { path: 'list', component: 'views/example/list', name: 'ArticleList', meta: { title: 'Article List', icon: 'list' } },
    ],
  },
  {
    path: '/tab',
    component: layout,
    children: [{ path: 'index', component: 'views/tab/index', name: 'Tab', meta: { title: 'Tab', icon: 'tab' } }],
  },
  {
    path: '/error',
    component: layout,
    redirect: 'noRedirect',
    name: 'ErrorPages',
    meta: { title: 'Error Pages', icon: '404' },
    children: [
      { path: '401', component: 'views/error-page/401', name: 'Page401', meta: { title: '401', noCache: true } },
      { path: '404', component: 'views/error-page/404', name: 'Page404', meta: { title: '404', noCache: true } },
    ],
  },
  {
    path: '/nested',
    component: layout,
    redirect: '/nested/menu1/menu1-1',
    name: 'Nested',
    meta: { title: 'Nested Routes', icon: 'nested' },
    children: [
      {
        path: 'menu1',
        component: 'views/nested/menu1/index',
        name: 'Menu1',
        meta: { title: 'Menu 1' },
        children: [
          {
            path: 'menu1-2',
            component: 'views/nested/menu1/menu1-2',
            name: 'Menu1-2',
            meta: { title: 'Menu 1-2' },
            children: [{ path: 'menu1-2-1', component: 'views/nested/menu1/menu1-2/menu1-2-1', name: 'Menu1-2-1', meta: { title: 'Menu 1-2-1' } }],
          },
        ],
      },
      { path: 'menu2', component: 'views/nested/menu2/index', name: 'Menu2', meta: { title: 'Menu 2' } },
    ],
  },
  { path: '*', redirect: '/404', hidden: true },
];

export const allRoutes: RouteItem[] = [...constantRoutes, ...asyncRoutes];
