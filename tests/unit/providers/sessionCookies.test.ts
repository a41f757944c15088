import { afterEach, describe, expect, it, vi } from 'vitest';

type Session = typeof import('../../../src/providers/session');

/** A Cookie Store over jsdom's cookies, counting the reads of document.cookie. */
function withCookieStore() {
  const store = new EventTarget() as EventTarget & { getAll: () => Promise<Array<{ name: string; value: string }>> };
  store.getAll = async () =>
    document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => ({ name: part.slice(0, part.indexOf('=')), value: part.slice(part.indexOf('=') + 1) }));
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
  const reads = { count: 0 };
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => {
      reads.count += 1;
      return descriptor.get?.call(document) as string;
    },
    set: (value: string) => descriptor.set?.call(document, value),
  });
  vi.stubGlobal('cookieStore', store);
  return { store, reads };
}

async function freshSession(): Promise<Session> {
  vi.resetModules();
  return import('../../../src/providers/session');
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'cookie');
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

describe('cookies through the Cookie Store API', () => {
  it('reads document.cookie not at all after priming, and again only after a change', async () => {
    document.cookie = 'Admin-Token=abc; path=/';
    const { store, reads } = withCookieStore();
    const session = await freshSession();
    await session.primeCookies();
    // (The fake store itself reads document.cookie.)
    reads.count = 0;
    expect(session.getToken()).toBe('abc');
    expect(session.getSidebarOpened()).toBe(true);
    expect(reads.count).toBe(0);
    // Another tab signs out: the store says so, and the next read asks again.
    document.cookie = 'Admin-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    store.dispatchEvent(new Event('change'));
    expect(session.getToken()).toBeUndefined();
    expect(reads.count).toBe(1);
    // A write of this page is seen at once.
    session.setSidebarOpened(false);
    expect(session.getSidebarOpened()).toBe(false);
    session.setToken('def', { announce: false });
    expect(session.getToken()).toBe('def');
  });

  it('starts without the store when it does not answer, reading document.cookie instead', async () => {
    document.cookie = 'Admin-Token=abc; path=/';
    const { store } = withCookieStore();
    store.getAll = () => new Promise(() => undefined);
    const session = await freshSession();
    await session.primeCookies();
    expect(session.getToken()).toBe('abc');
    document.cookie = 'Admin-Token=xyz; path=/';
    expect(session.getToken()).toBe('xyz');
  });

  it('asks document.cookie on every read without the API', async () => {
    document.cookie = 'Admin-Token=abc; path=/';
    const session = await freshSession();
    await session.primeCookies();
    expect(session.getToken()).toBe('abc');
    document.cookie = 'Admin-Token=xyz; path=/';
    expect(session.getToken()).toBe('xyz');
  });
});
