// @vitest-environment node
/** The OIDC_* variables: all three or none, https issuers (http on this machine only), limits and defaults. */
import { describe, expect, it } from 'vitest';
import { oidcFromEnv } from '../../../server/oidc/settings';

const base = { OIDC_ISSUER: 'https://id.example.com/realms/acme', OIDC_CLIENT_ID: 'console', OIDC_CLIENT_SECRET: 's3cret' };

describe('oidcFromEnv', () => {
  it('is off without the variables', () => {
    expect(oidcFromEnv({})).toBeUndefined();
    expect(oidcFromEnv({ OIDC_ISSUER: ' ', OIDC_NAME: 'Acme' })).toBeUndefined();
  });

  it('takes the three with their defaults', () => {
    expect(oidcFromEnv(base)).toEqual({ issuer: base.OIDC_ISSUER, clientId: 'console', clientSecret: 's3cret', name: 'SSO', scopes: 'openid profile email' });
    expect(oidcFromEnv({ ...base, OIDC_NAME: 'Acme ID', OIDC_ROLES_CLAIM: 'groups', OIDC_SCOPES: 'openid groups', OIDC_REDIRECT_URI: 'https://console.example.com/api/_oidc/callback' })).toMatchObject({
      name: 'Acme ID',
      rolesClaim: 'groups',
      scopes: 'openid groups',
      redirectUri: 'https://console.example.com/api/_oidc/callback',
    });
  });

  it('stops the start when one of the three is missing', () => {
    expect(() => oidcFromEnv({ OIDC_ISSUER: base.OIDC_ISSUER, OIDC_CLIENT_ID: 'console' })).toThrow('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are needed together');
  });

  it('refuses an issuer or callback that is not https, but on this machine', () => {
    expect(() => oidcFromEnv({ ...base, OIDC_ISSUER: 'http://id.example.com' })).toThrow('OIDC_ISSUER must be an https URL');
    expect(() => oidcFromEnv({ ...base, OIDC_ISSUER: 'id.example.com' })).toThrow('OIDC_ISSUER must be an absolute URL');
    expect(() => oidcFromEnv({ ...base, OIDC_REDIRECT_URI: 'http://console.example.com/api/_oidc/callback' })).toThrow('OIDC_REDIRECT_URI must be an https URL');
    for (const issuer of ['http://127.0.0.1:4000', 'http://localhost:4000', 'http://[::1]:4000']) expect(oidcFromEnv({ ...base, OIDC_ISSUER: issuer })?.issuer).toBe(issuer);
  });

  it('limits the name and asks for openid', () => {
    expect(() => oidcFromEnv({ ...base, OIDC_NAME: 'x'.repeat(65) })).toThrow('OIDC_NAME must be at most 64 characters');
    expect(() => oidcFromEnv({ ...base, OIDC_SCOPES: 'profile email' })).toThrow('OIDC_SCOPES must include openid');
    expect(() => oidcFromEnv({ ...base, OIDC_CLIENT_SECRET: 'x'.repeat(3000) })).toThrow('OIDC_CLIENT_SECRET must be at most 2048 characters');
  });
});
