/**
 * Every page of the route table an admin can open, as an address (a parameter filled in), for the
 * checks that visit them all (accessibility, dark mode, phone width). Kept as plain data so the e2e
 * run does not load the app's modules; tests/unit/routes/adminPages.test.ts checks it against the
 * route table.
 */
export const ADMIN_PAGES: readonly string[] = [
  '/dashboard',
  '/permission/packageConf',
  '/permission/sendName',
  '/permission/role',
  '/permission/roles',
  '/permission/roles/admin',
  '/example/create',
  '/example/edit/1',
  '/example/list',
  '/icon/index',
  '/components/tinymce',
  '/components/markdown',
  '/components/json-editor',
  '/components/avatar-upload',
  '/components/dropzone',
  '/components/drag-dialog',
  '/components/dnd-list',
  '/components/drag-select',
  '/components/drag-kanban',
  '/components/split-pane',
  '/components/sticky',
  '/components/back-to-top',
  '/components/count-to',
  '/charts/keyboard',
  '/charts/line',
  '/charts/mix-chart',
  '/table/dynamic-table',
  '/table/drag-table',
  '/table/inline-edit-table',
  '/table/title-rule',
  '/tab/index',
  '/error/401',
  '/error/404',
  '/nested/menu1',
  '/nested/menu1/menu1-1',
  '/nested/menu1/menu1-2',
  '/nested/menu1/menu1-2/menu1-2-1',
  '/nested/menu1/menu1-2/menu1-2-2',
  '/nested/menu1/menu1-3',
  '/nested/menu2',
  '/developer/schema-lab',
  '/developer/api',
  '/developer/audit-log',
  '/developer/api-tokens',
  '/developer/webhooks',
  '/401',
  '/404',
];

/**
 * A route path with its parameters filled in (':id' becomes 1; a role's ':key' the admin role, the
 * one role every server has).
 */
export function addressOf(path: string): string {
  return path.replace(/:key(?=\/|$)/g, 'admin').replace(/:[^/]+/g, '1');
}

/** The pages in groups of `size`, so a check over all of them runs as several tests (in parallel, with their own time limits). */
export function pageGroups(size: number): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < ADMIN_PAGES.length; start += size) groups.push(ADMIN_PAGES.slice(start, start + size));
  return groups;
}
