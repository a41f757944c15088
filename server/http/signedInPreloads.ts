/**
 * A signed-in page load names the admin's files in its HTML. The build lists the shell's
 * files in `<meta name="admin-preload">`; the console itself requests them once its first chunk has
 * downloaded and run, which on a slow phone is one whole step of the load later. When the request
 * carries the session cookie and is not for a public page, the page served here also lists them as
 * `modulepreload` links (and the shell's style sheet), so they download beside the first chunk.
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

/** The page with one link per listed file before the meta; the page unchanged when it lists none. */
export function withAdminPreloads(html: string): string {
  const match = PRELOAD_META.exec(html);
  if (!match) return html;
  const files = (match[1] ?? '').split(/\s+/).filter((file) => BUILD_FILE.test(file));
  if (files.length === 0) return html;
  const links = files.map((file) =>
    file.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="${file}">` : `<link rel="modulepreload" crossorigin href="${file}">`,
  );
  return html.replace(match[0], `${links.join('\n    ')}\n    ${match[0]}`);
}
