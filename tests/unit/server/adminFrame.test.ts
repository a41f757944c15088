// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cookieValue, frameVariant, withAdminFrame } from '../../../server/http/adminFrame';
import { servePage } from '../../helpers/servedPage';

const FRAME = '<div id="admin-frame" hidden aria-hidden="true"><i></i></div>';
const INDEX = `<!doctype html><html><head><title>SMS</title></head><body><div id="root"></div>${FRAME}</body></html>`;

describe('admin frame', () => {
  it('reads one cookie among others, not a look-alike', () => {
    expect(cookieValue('a=1; sidebarStatus=0', 'sidebarStatus')).toBe('0');
    expect(cookieValue('xsidebarStatus=0', 'sidebarStatus')).toBeUndefined();
    expect(cookieValue(undefined, 'sidebarStatus')).toBeUndefined();
  });

  it('shows the dashboard placeholders on the dashboard only, and the sidebar as its cookie says', () => {
    expect(frameVariant('/', undefined)).toEqual({ page: 'dashboard', collapsed: false });
    expect(frameVariant('/dashboard/', 'sidebarStatus=0')).toEqual({ page: 'dashboard', collapsed: true });
    expect(frameVariant('/permission/packageConf', 'sidebarStatus=1')).toEqual({ page: 'page', collapsed: false });
  });

  it('reveals the frame by dropping `hidden`, and leaves a page without one alone', () => {
    expect(withAdminFrame(FRAME, { page: 'dashboard', collapsed: false })).toBe('<div id="admin-frame" data-page="dashboard" aria-hidden="true"><i></i></div>');
    expect(withAdminFrame(FRAME, { page: 'page', collapsed: true })).toBe(
      '<div id="admin-frame" data-page="page" class="af-collapsed" aria-hidden="true"><i></i></div>',
    );
    expect(withAdminFrame('<div id="root"></div>', { page: 'page', collapsed: false })).toBe('<div id="root"></div>');
  });
});

describe('admin frame over HTTP', () => {
  const { page } = servePage(INDEX);

  it('is shown to a signed-in admin page load only, never on the login page nor without a session', async () => {
    expect(await page('/dashboard', 'Admin-Token=abc')).toContain('<div id="admin-frame" data-page="dashboard" aria-hidden="true">');
    expect(await page('/permission/packageConf', 'Admin-Token=abc; sidebarStatus=0')).toContain(
      '<div id="admin-frame" data-page="page" class="af-collapsed" aria-hidden="true">',
    );
    expect(await page('/dashboard')).toBe(INDEX);
    expect(await page('/login', 'Admin-Token=abc')).toBe(INDEX);
    expect(await page('/dashboard', 'Admin-Token=')).toBe(INDEX);
  });
});
