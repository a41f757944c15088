// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyListLookup, withEarlyList } from '../../../server/http/earlyList';
import { startServer, type RunningServer } from '../../../server/http/startServer';
import { resources } from '../../../src/kernel/resources/registry';

const INDEX = '<!doctype html><html><head><title>SMS</title></head><body><div id="root"></div></body></html>';
const META = '<meta name="early-list" content="/sms/packageConf-list">';

describe('early list', () => {
  const lookup = earlyListLookup(async () => resources);

  it("names the whole list of a client-list resource's page, and nothing elsewhere", async () => {
    expect(await lookup('/permission/packageConf')).toBe('/sms/packageConf-list');
    expect(await lookup('/permission/packageConf/')).toBe('/sms/packageConf-list');
    expect(await lookup('/dashboard')).toBeUndefined();
    expect(await lookup('/permission')).toBeUndefined();
  });

  it('writes only a plain API path into the page', () => {
    expect(withEarlyList(INDEX, '/sms/packageConf-list')).toContain(META);
    expect(withEarlyList(INDEX, '/x"><script>')).toBe(INDEX);
    expect(withEarlyList(INDEX, '//elsewhere.example/x')).toBe(INDEX);
  });
});

describe('early list over HTTP', () => {
  let dist = '';
  let server: RunningServer;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sms-early-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'config.json'), '{"mock":false}');
    server = await startServer({ port: 0, distDir: dist });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (path: string, cookie?: string) =>
    (await fetch(`${server.url}${path.slice(1)}`, { headers: cookie ? { Cookie: cookie } : {} })).text();

  it('is named to a signed-in load of the list page only', async () => {
    expect(await page('/permission/packageConf', 'Admin-Token=abc')).toContain(META);
    expect(await page('/permission/packageConf')).toBe(INDEX);
    expect(await page('/dashboard', 'Admin-Token=abc')).not.toContain('early-list');
  });
});
