/**
 * The admin frame of index.html (the layout's outline, drawn before the console's code runs) is
 * hidden in the built page. A signed-in admin page load gets it revealed here: with the dashboard's
 * placeholders on the dashboard, a generic page's elsewhere, and the sidebar collapsed when its
 * cookie says so. Like the preloads (signedInPreloads.ts), only the cookies' presence is looked at:
 * with a stale session the login page replaces the frame at once.
 */
import { SIDEBAR_COOKIE } from '../../src/kernel/http/names';

const FRAME = '<div id="admin-frame" hidden';
const DASHBOARD_PAGES = new Set(['/', '/dashboard']);

export interface FrameVariant {
  page: 'dashboard' | 'page';
  collapsed: boolean;
}

export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of (cookieHeader ?? '').split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  return undefined;
}

/** Which frame a signed-in load of `pathname` shows. */
export function frameVariant(pathname: string, cookieHeader: string | undefined): FrameVariant {
  const path = pathname.replace(/\/+$/, '') || '/';
  return { page: DASHBOARD_PAGES.has(path) ? 'dashboard' : 'page', collapsed: cookieValue(cookieHeader, SIDEBAR_COOKIE) === '0' };
}

/** The page with its frame shown; the page unchanged when it has none. */
export function withAdminFrame(html: string, { page, collapsed }: FrameVariant): string {
  const shown = `<div id="admin-frame" data-page="${page}"${collapsed ? ' class="af-collapsed"' : ''}`;
  return html.includes(FRAME) ? html.replace(FRAME, shown) : html;
}
