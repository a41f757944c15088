/**
 * The sidebar menu from the route table and the user's roles (the one access rule via filterRoutes).
 * Hidden routes never show. A parent with exactly one visible child shows that child at the top
 * level unless it is `alwaysShow` (the template's hasOneShowingChild).
 */
import type { ComponentType } from 'react';
import { joinPath } from '../../kernel/routes/joinPath';
import { filterRoutes } from '../../routes/resolve';
import type { StoredPermissions } from '../../kernel/access/grants';
import type { RouteItem } from '../../routes/types';

export interface MenuNode {
  /** Absolute path: a link for leaves, the submenu's identity otherwise. */
  path: string;
  /** i18n key. */
  title: string;
  icon?: ComponentType;
  children?: MenuNode[];
}

function visibleChildren(item: RouteItem): RouteItem[] {
  return (item.children ?? []).filter((child) => !child.hidden);
}

function buildNode(item: RouteItem, parentPath: string): MenuNode | undefined {
  if (item.hidden) return undefined;
  const fullPath = joinPath(parentPath, item.path);
  const showing = visibleChildren(item);
  const hadChildren = (item.children?.length ?? 0) > 0;

  if (showing.length === 0) {
    // A group whose every child was filtered out has nothing to open.
    if (hadChildren && !item.component && !item.redirect) return undefined;
    if (!item.meta?.title) return undefined;
    return { path: fullPath, title: item.meta.title, icon: item.meta.icon };
  }

  const only = showing.length === 1 ? showing[0] : undefined;
  if (only && !item.alwaysShow && visibleChildren(only).length === 0) {
    const childPath = joinPath(fullPath, only.path);
    const title = only.meta?.title ?? item.meta?.title;
    if (!title) return undefined;
    return { path: childPath, title, icon: only.meta?.icon ?? item.meta?.icon };
  }

  const children = showing
    .map((child) => buildNode(child, fullPath))
    .filter((node): node is MenuNode => node !== undefined);
  if (children.length === 0 || !item.meta?.title) return children.length === 1 ? children[0] : undefined;
  return { path: fullPath, title: item.meta.title, icon: item.meta.icon, children };
}

/** The menu of the roles; `permissions`: their stored rules (the Role page's preview passes the rules being edited). */
export function buildMenu(routes: readonly RouteItem[], roles: readonly string[], permissions?: StoredPermissions): MenuNode[] {
  return filterRoutes(routes, roles, permissions)
    .map((item) => buildNode(item, '/'))
    .filter((node): node is MenuNode => node !== undefined);
}

/** Paths of the submenus that lead to `pathname` (opened by default). */
export function openPathsFor(menu: readonly MenuNode[], pathname: string): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly MenuNode[], trail: string[]): boolean => {
    for (const node of nodes) {
      if (node.children) {
        if (walk(node.children, [...trail, node.path])) return true;
      } else if (isActivePath(node.path, pathname)) {
        out.push(...trail);
        return true;
      }
    }
    return false;
  };
  walk(menu, []);
  return out;
}

/** A menu link is active on its own path and below it. */
export function isActivePath(linkPath: string, pathname: string): boolean {
  if (linkPath === '/') return pathname === '/';
  return pathname === linkPath || pathname.startsWith(`${linkPath}/`);
}
