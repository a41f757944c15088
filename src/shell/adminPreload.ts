/**
 * Loads the admin's files ahead of login without ever competing with the login request:
 * - it starts only when the browser is idle after the login form is shown;
 * - it fetches the shell's files (listed by the build in `<meta name="admin-preload">`) one at a
 *   time, as `fetchpriority="low"` module preloads, so the module map is warm when login ends;
 * - while a login request is pending it starts nothing new (at most one small file is in flight),
 *   and goes on once the request is over.
 * Without the list (dev server) it falls back to the given import, still only when idle and never
 * during a login.
 */
export const PRELOAD_META = 'admin-preload';
/** The files the CRUD engine adds to the shell's (the build lists them too). */
export const ENGINE_PRELOAD_META = 'engine-preload';

type Idle = (callback: () => void) => void;

const whenIdle: Idle = (callback) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
  else window.setTimeout(callback, 200);
};

let pendingLogins = 0;
let queue: string[] | undefined;
let fallback: (() => unknown) | undefined;
let inFlight = false;
let started = false;

function listedFiles(name = PRELOAD_META): string[] | undefined {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) return undefined;
  return meta.content.split(/\s+/).filter(Boolean);
}

function preloadLink(href: string, priority: 'low' | 'auto'): HTMLLinkElement {
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  link.href = href;
  if (priority === 'low') {
    link.fetchPriority = 'low';
    link.setAttribute('fetchpriority', 'low');
  }
  return link;
}

/**
 * Signed in, the admin is what the page waits for: every listed file is requested now, at normal
 * priority (see loadAdmin). Style sheets are applied at once, as Vite does when the shell's import
 * starts: a `preload` of a style sheet is not reused by that later `stylesheet` link when the
 * browser's cache is off, and the second request cost a round trip on a slow link. Without the
 * list (dev server) it does nothing.
 */
export function preloadShellFiles(): void {
  preloadListed(PRELOAD_META);
}

/** The CRUD engine's files, at normal priority as the shell's: for a load that opens on a resource page. */
export function preloadEngineFiles(): void {
  preloadListed(ENGINE_PRELOAD_META);
}

function preloadListed(name: string): void {
  for (const href of listedFiles(name) ?? []) {
    if (href.endsWith('.css')) {
      if (document.querySelector(`link[href="${href}"][rel="stylesheet"]`)) continue;
      const sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = href;
      document.head.appendChild(sheet);
    } else if (!document.querySelector(`link[href="${href}"]`)) {
      document.head.appendChild(preloadLink(href, 'auto'));
    }
  }
}

function next(): void {
  if (inFlight || pendingLogins > 0 || !started) return;
  if (!queue) {
    if (fallback) {
      const load = fallback;
      fallback = undefined;
      void Promise.resolve(load()).catch(() => undefined);
    }
    return;
  }
  const href = queue.shift();
  if (href === undefined) return;
  if (document.querySelector(`link[href="${href}"]`)) {
    next();
    return;
  }
  const link = preloadLink(href, 'low');
  inFlight = true;
  const done = () => {
    inFlight = false;
    next();
  };
  link.addEventListener('load', done, { once: true });
  link.addEventListener('error', done, { once: true });
  document.head.appendChild(link);
}

/** Call once the login form is on screen: the preload starts at the next idle period. */
export function scheduleAdminPreload(load: () => unknown, idle: Idle = whenIdle): void {
  if (started) return;
  queue = listedFiles();
  fallback = queue ? undefined : load;
  idle(() => {
    started = true;
    next();
  });
}

/** Marks a login request as pending; call the returned function when it is over. */
export function beginLoginRequest(): () => void {
  pendingLogins += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pendingLogins -= 1;
    next();
  };
}

/** Test hook: forget all state. */
export function resetAdminPreload(): void {
  pendingLogins = 0;
  queue = undefined;
  fallback = undefined;
  inFlight = false;
  started = false;
}
