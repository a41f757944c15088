import { describe, expect, it } from 'vitest';
import { targetAfterLogin } from '../../../src/providers/location';
import { guardRedirect } from '../../../src/shell/navigation';
import { validatePassword, validateUsername } from '../../../src/pages/login/validation';

describe('navigation guard', () => {
  it('sends a signed-in user away from /login to /', () => {
    expect(guardRedirect(true, '/login', '?redirect=/x')).toBe('/');
    expect(guardRedirect(true, '/dashboard', '')).toBeUndefined();
  });
  it('lets visitors without a token reach only /login and /auth-redirect', () => {
    expect(guardRedirect(false, '/login', '')).toBeUndefined();
    expect(guardRedirect(false, '/auth-redirect', '?code=1')).toBeUndefined();
    expect(guardRedirect(false, '/dashboard', '')).toBe('/login?redirect=/dashboard');
    expect(guardRedirect(false, '/example/list', '?page=2')).toBe('/login?redirect=/example/list%3Fpage%3D2');
    expect(guardRedirect(false, '/404', '')).toBe('/login?redirect=/404');
  });
});

describe('target after login', () => {
  it('goes to / without a redirect', () => {
    expect(targetAfterLogin('')).toBe('/');
  });
  it('goes to the redirect value, keeping the other query parameters', () => {
    expect(targetAfterLogin('?redirect=/example/list&page=2&x=y')).toBe('/example/list?page=2&x=y');
    expect(targetAfterLogin('?redirect=%2Ftab%2Findex%3Ftab%3DUS&x=1')).toBe('/tab/index?tab=US&x=1');
  });
  it('never leaves the site', () => {
    expect(targetAfterLogin('?redirect=https://evil.example')).toBe('/');
    expect(targetAfterLogin('?redirect=//evil.example')).toBe('/');
  });
});

describe('login validation', () => {
  it('trims and checks the user name', () => {
    expect(validateUsername('  admin ')).toBeUndefined();
    expect(validateUsername('')).toBe('login.invalidUsername');
    expect(validateUsername('   ')).toBe('login.invalidUsername');
    expect(validateUsername('bad name!')).toBe('login.invalidUsername');
  });
  it('needs six characters of password', () => {
    expect(validatePassword('12345')).toBe('login.shortPassword');
    expect(validatePassword('123456')).toBeUndefined();
  });
});
