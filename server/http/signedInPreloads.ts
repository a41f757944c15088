/**
 * A signed-in page load names the admin's style sheets in its HTML. The build lists the shell's
 * files in `<meta name="admin-preload">`; when the request carries the session cookie and is not for
 * a public page, the page served here links the listed style sheets, so the admin's first render
 * never waits for one. The shell's scripts are not linked: such a page shows the admin frame
 * (adminFrame.ts), and the console requests them itself once the frame has painted
 * (src/utils/framePaint.ts). Linked here, they started with the page and, on a slow link, took the
 * bandwidth the frame's first paint needed.
 * Only the cookie's presence is looked at: a stale cookie costs the same download the login page
 * makes once idle, and the console still checks the session itself.
 */
import { TOKEN_COOKIE } from '../../src/kernel/http/names';

const PRELOAD_META = /<meta name="admin-preload" content="([^"]*)">/;
/** What the build writes there: absolute paths of its own files (no `//host`, no `..`). */
const BUILD_FILE = /^(\/[\w-][\w.-]*)+\.(js|css)$/;
/** Pages served without a session: nothing of the admin is needed there. */
const PUBLIC_PAGES = new Set(['/login', '/auth-redirect']);

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  const prefix = `${TOKEN_COOKIE}=`;
  return cookieHeader.split(';').some((part) => {
    const trimmed = part.trim();
    return trimmed.startsWith(prefix) && trimmed.length > prefix.length;
  });
}

/** Whether a page request should get the admin's files listed: signed in, and not a public page. */
export function wantsAdminPreloads(pathname: string, cookieHeader: string | undefined): boolean {
  return !PUBLIC_PAGES.has(pathname.replace(/\/+$/, '') || '/') && hasSessionCookie(cookieHeader);
}

/** The page with a link per listed style sheet before the meta; the page unchanged when it lists none. */
export function withAdminPreloads(html: string): string {
  const match = PRELOAD_META.exec(html);
  if (!match) return html;
  const files = (match[1] ?? '').split(/\s+/).filter((file) => BUILD_FILE.test(file) && file.endsWith('.css'));
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`);
  return html.replace(match[0], `${links.join('\n    ')}\n    ${match[0]}`);
}
