/**
 * The names the browser and the server both use for a session: the console keeps the token in a
 * cookie and sends it in a header; the server reads the header on every API call, and the cookie
 * when it serves the page (to preload a signed-in user's first files).
 */
export const TOKEN_COOKIE = 'Admin-Token';

/** The request header that carries the session token. */
export const TOKEN_HEADER = 'Token';

/** The cookie remembering whether the sidebar is open ('1') or collapsed ('0'); the server reads it to draw the admin frame. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
