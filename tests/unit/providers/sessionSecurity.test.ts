import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, endsSession } from '../../../src/providers/authProvider';
import { ApiError } from '../../../src/providers/http';
import { SESSION_MAX_AGE_SECONDS, setToken } from '../../../src/providers/session';

describe('endsSession', () => {
  it.each([
    ['logout code 50008', new ApiError('Illegal token', 'api', 50008), true],
    ['logout code 50012 as text', new ApiError('Other client', 'api', '50012'), true],
    ['logout code 50014', new ApiError('Expired', 'api', 50014), true],
    ['a failed verification', new Error(AUTH_MESSAGES.verificationFailed), true],
    ['roles that are not a list', new Error(AUTH_MESSAGES.rolesRequired), true],
    ['a refused connection', new ApiError('Network Error (Failed to fetch)', 'network'), false],
    ['a timeout', new ApiError('timeout of 5000ms exceeded', 'timeout'), false],
    ['a server error', new ApiError('Request failed with status code 502', 'http', undefined, 502), false],
    ['another API code', new ApiError('Busy', 'api', '50000'), false],
  ])('%s: %s', (_name, error, expected) => {
    expect(endsSession(error)).toBe(expected);
  });
});

describe('the session cookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lives as long as the server session (8 h), SameSite=Strict, Secure only over https', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    setToken('abc', { announce: false });
    expect(SESSION_MAX_AGE_SECONDS).toBe(8 * 3600);
    expect(written[0]).toBe('Admin-Token=abc; max-age=28800; path=/; SameSite=Strict');
  });
});
