/**
 * The one module that touches cookies and web storage. Everything else asks it.
 */
import { SIDEBAR_COOKIE, TOKEN_COOKIE } from '../kernel/http/names';
import { emit } from './events';

export { SIDEBAR_COOKIE };
export const SIZE_COOKIE = 'size';
const LOGIN_MESSAGE_KEY = 'login-message';

/** The part of the Cookie Store API used here (Chromium, recent Firefox and Safari; secure pages only). */
interface CookieStoreLike extends EventTarget {
  getAll: () => Promise<Array<{ name: string; value: string }>>;
}

const cookieStoreOf = (): CookieStoreLike | undefined => (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;

/**
 * The cookies as `document.cookie` gives them, kept between changes. Each read of `document.cookie`
 * is a synchronous trip to the browser's cookie store, which Chrome reports as a performance issue:
 * where the Cookie Store API exists, the text is read from it once at start (primeCookies) and again
 * only after a change (its `change` event, or a write from this page). Elsewhere every read asks.
 */
let jar: string | undefined;
let watching = false;

function watchCookies(store: CookieStoreLike): void {
  if (watching) return;
  watching = true;
  store.addEventListener('change', () => {
    jar = undefined;
  });
}

/** How long the start waits for the Cookie Store at most; without its answer every read asks document.cookie. */
const PRIME_WAIT_MS = 100;

/** Reads the cookies once through the Cookie Store API, where there is one; call before the first read. */
export async function primeCookies(): Promise<void> {
  const store = cookieStoreOf();
  if (!store) return;
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The cookie store did not answer')), PRIME_WAIT_MS);
    });
    const cookies = await Promise.race([store.getAll(), late]).finally(() => clearTimeout(timer));
    watchCookies(store);
    jar ??= cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  } catch {
    // Not allowed here (an insecure page) or no answer in time: every read asks document.cookie.
  }
}

function cookieText(): string {
  if (!watching) return document.cookie;
  jar ??= document.cookie;
  return jar;
}

function setCookieText(cookie: string): void {
  document.cookie = cookie;
  jar = undefined;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of cookieText().split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
}

/** Lifetime of the session cookie: the server's session lasts 8 hours, and so does the cookie. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** `Secure` whenever the console is served over https. */
const secure = (): string => (window.location.protocol === 'https:' ? '; Secure' : '');

export function writeCookie(name: string, value: string, days = 365): void {
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  setCookieText(`${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure()}`);
}

export function removeCookie(name: string): void {
  setCookieText(`${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`);
}

export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

/** The token cookie: never sent by another site's request (SameSite=Strict), gone when the server session ends. */
export function setToken(token: string, { announce = true } = {}): void {
  setCookieText(`${encodeURIComponent(TOKEN_COOKIE)}=${encodeURIComponent(token)}; max-age=${SESSION_MAX_AGE_SECONDS}; path=/; SameSite=Strict${secure()}`);
  if (announce) announceSignedIn();
}

/** Tells the app shell a session has started (after the login page has set the target URL). */
export function announceSignedIn(): void {
  emit('sessionChanged', { signedIn: true });
}

export function clearToken(): void {
  const had = getToken() !== undefined;
  removeCookie(TOKEN_COOKIE);
  if (had) emit('sessionChanged', { signedIn: false });
}

/** A message for the login page to show once (e.g. why the session ended). */
export function setLoginMessage(message: string): void {
  sessionStorage.setItem(LOGIN_MESSAGE_KEY, message);
}

export function takeLoginMessage(): string | undefined {
  const message = sessionStorage.getItem(LOGIN_MESSAGE_KEY) ?? undefined;
  sessionStorage.removeItem(LOGIN_MESSAGE_KEY);
  return message;
}

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the preference simply does not persist.
  }
}

export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // As above.
  }
}

// ---- Layout preferences (sidebar, size, settings, tags view, todos) ----

export const SETTINGS_KEY = 'layout-settings';
export const VISITED_VIEWS_KEY = 'tags-view';
/** react-admin's list state (filters, sort, page, size) of this tab. */
export const LIST_STATE_KEY = 'list-state';
export const TODOS_KEY = 'todos';

/** Sidebar cookie: '1' open, '0' closed; open when missing. */
export function getSidebarOpened(): boolean {
  return readCookie(SIDEBAR_COOKIE) !== '0';
}

export function setSidebarOpened(opened: boolean): void {
  writeCookie(SIDEBAR_COOKIE, opened ? '1' : '0');
}

export function getSizeCookie(): string | undefined {
  return readCookie(SIZE_COOKIE);
}

export function setSizeCookie(size: string): void {
  writeCookie(SIZE_COOKIE, size);
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON value kept in localStorage (undefined when missing or unreadable). */
export function readLocalJson(key: string): unknown {
  return parseJson(readLocal(key));
}

export function writeLocalJson(key: string, value: unknown): void {
  writeLocal(key, JSON.stringify(value));
}

/** A JSON value kept in sessionStorage: lives as long as the browser tab. */
export function readSessionJson(key: string): unknown {
  return parseJson(readSession(key));
}

export function writeSessionJson(key: string, value: unknown): void {
  writeSession(key, JSON.stringify(value));
}

export function removeSession(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing to remove.
  }
}
