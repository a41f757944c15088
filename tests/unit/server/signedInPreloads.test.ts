// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasSessionCookie, wantsAdminPreloads, withAdminPreloads } from '../../../server/http/signedInPreloads';

describe('signed-in preloads', () => {
  it('finds the session cookie among others, not a look-alike or an empty one', () => {
    expect(hasSessionCookie('a=1; Admin-Token=x')).toBe(true);
    expect(hasSessionCookie('Admin-Token=x')).toBe(true);
    expect(hasSessionCookie('Admin-Token=')).toBe(false);
    expect(hasSessionCookie('XAdmin-Token=x')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it('is for signed-in pages other than the public ones', () => {
    expect(wantsAdminPreloads('/dashboard', 'Admin-Token=x')).toBe(true);
    expect(wantsAdminPreloads('/', 'Admin-Token=x')).toBe(true);
    expect(wantsAdminPreloads('/login', 'Admin-Token=x')).toBe(false);
    expect(wantsAdminPreloads('/auth-redirect', 'Admin-Token=x')).toBe(false);
    expect(wantsAdminPreloads('/dashboard', undefined)).toBe(false);
  });

  it("links only the build's own style sheets (the scripts wait for the frame's paint), and leaves a page without any alone", () => {
    const page = '<head><meta name="admin-preload" content="/assets/a.js //evil.example/x.css /assets/../x.css javascript:x /assets/b.css /assets/c.txt"></head>';
    expect(withAdminPreloads(page)).toBe(
      '<head><link rel="stylesheet" crossorigin href="/assets/b.css">\n    <meta name="admin-preload" content="/assets/a.js //evil.example/x.css /assets/../x.css javascript:x /assets/b.css /assets/c.txt"></head>',
    );
    expect(withAdminPreloads('<meta name="admin-preload" content="/assets/a.js">')).toBe('<meta name="admin-preload" content="/assets/a.js">');
    expect(withAdminPreloads('<head></head>')).toBe('<head></head>');
    expect(withAdminPreloads('<meta name="admin-preload" content="">')).toBe('<meta name="admin-preload" content="">');
  });
});
