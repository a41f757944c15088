// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { earlyListLookup, withEarlyList } from '../../../server/http/earlyList';
import { NO_STORED_PERMISSIONS, type Grantee } from '../../../src/kernel/access/grants';
import { servePage } from '../../helpers/servedPage';
import { resources } from '../../../src/kernel/resources/registry';

const INDEX = '<!doctype html><html><head><title>SMS</title></head><body><div id="root"></div></body></html>';
const META = '<meta name="early-list" content="/sms/packageConf-list">';

describe('early list', () => {
  const support = { support: { packageConf: { read: { fields: ['packageId'] }, create: false, update: false, delete: false, export: false } } };
  const grantees: Record<string, Grantee> = {
    a: { roles: ['admin'], permissions: NO_STORED_PERMISSIONS },
    e: { roles: ['editor'], permissions: NO_STORED_PERMISSIONS },
    s: { roles: ['support'], permissions: support },
  };
  const lookup = earlyListLookup(async () => resources, async (token) => (token ? grantees[token] : undefined));

  it("names the whole list of a client-list resource's page, and nothing elsewhere", async () => {
    expect(await lookup('/permission/packageConf', 'a')).toBe('/sms/packageConf-list');
    expect(await lookup('/permission/packageConf/', 'a')).toBe('/sms/packageConf-list');
    expect(await lookup('/dashboard', 'a')).toBeUndefined();
    expect(await lookup('/permission', 'a')).toBeUndefined();
  });

  it('names it only to a user who may read it', async () => {
    expect(await lookup('/permission/packageConf', 'e')).toBeUndefined();
    // A role an admin granted read on the resource, though its file names only admins.
    expect(await lookup('/permission/packageConf', 's')).toBe('/sms/packageConf-list');
    expect(await lookup('/permission/packageConf', 'stale')).toBeUndefined();
    expect(await lookup('/permission/packageConf', undefined)).toBeUndefined();
  });

  it('writes only a plain API path into the page', () => {
    expect(withEarlyList(INDEX, '/sms/packageConf-list')).toContain(META);
    expect(withEarlyList(INDEX, '/x"><script>')).toBe(INDEX);
    expect(withEarlyList(INDEX, '//elsewhere.example/x')).toBe(INDEX);
  });
});

describe('early list over HTTP', () => {
  const { page, url } = servePage(INDEX);

  const tokenOf = async (userName: string) =>
    ((await (await fetch(`${url()}api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password: '111111' }) })).json()) as { data: string }).data;

  it('is named to a signed-in load of the list page by a user who may read it, only', async () => {
    const admin = await tokenOf('admin');
    expect(await page('/permission/packageConf', `Admin-Token=${admin}`)).toContain(META);
    expect(await page('/permission/packageConf')).toBe(INDEX);
    expect(await page('/dashboard', `Admin-Token=${admin}`)).not.toContain('early-list');
    // An editor may not read package configurations: the page asks for nothing early.
    expect(await page('/permission/packageConf', `Admin-Token=${await tokenOf('editor')}`)).not.toContain('early-list');
    expect(await page('/permission/packageConf', 'Admin-Token=not-a-session')).not.toContain('early-list');
  });
});
