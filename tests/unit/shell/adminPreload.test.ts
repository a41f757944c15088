import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginLoginRequest, PRELOAD_META, preloadShellFiles, resetAdminPreload, scheduleAdminPreload } from '../../../src/shell/adminPreload';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[fetchpriority="low"]')];

describe('admin preload on the login page', () => {
  let idle: (() => void) | undefined;
  const manualIdle = (callback: () => void) => {
    idle = callback;
  };

  beforeEach(() => {
    resetAdminPreload();
    idle = undefined;
    const meta = document.createElement('meta');
    meta.name = PRELOAD_META;
    meta.content = '/assets/shell.js /assets/shell.css /assets/AdminBoot.js';
    document.head.appendChild(meta);
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('waits for idle, then fetches the listed files one at a time at low priority', () => {
    const load = vi.fn();
    scheduleAdminPreload(load, manualIdle);
    expect(links()).toHaveLength(0);
    idle?.();
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/assets/shell.js']);
    expect(links()[0].rel).toBe('modulepreload');
    links()[0].dispatchEvent(new Event('load'));
    expect(links().map((link) => link.rel)).toEqual(['modulepreload', 'preload']);
    links()[1].dispatchEvent(new Event('load'));
    links()[2].dispatchEvent(new Event('error'));
    expect(links()).toHaveLength(3);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts nothing while a login request is pending, and goes on after it', () => {
    scheduleAdminPreload(vi.fn(), manualIdle);
    const end = beginLoginRequest();
    idle?.();
    expect(links()).toHaveLength(0);
    end();
    expect(links()).toHaveLength(1);
    const endAgain = beginLoginRequest();
    links()[0].dispatchEvent(new Event('load'));
    expect(links()).toHaveLength(1);
    endAgain();
    expect(links()).toHaveLength(2);
  });

  it('without a list (dev server) imports the admin when idle, never during a login', () => {
    document.head.innerHTML = '';
    const load = vi.fn();
    const end = beginLoginRequest();
    scheduleAdminPreload(load, manualIdle);
    idle?.();
    expect(load).not.toHaveBeenCalled();
    end();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('signed in, requests every listed file not yet requested at once, at normal priority, style sheets applied', () => {
    scheduleAdminPreload(vi.fn(), manualIdle);
    idle?.();
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/assets/shell.js']);
    preloadShellFiles();
    const all = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
    expect(all.map((link) => [link.getAttribute('href'), link.rel, link.getAttribute('fetchpriority')])).toEqual([
      ['/assets/shell.js', 'modulepreload', 'low'],
      ['/assets/shell.css', 'stylesheet', null],
      ['/assets/AdminBoot.js', 'modulepreload', null],
    ]);
    preloadShellFiles();
    expect(document.head.querySelectorAll('link')).toHaveLength(3);
  });
});
