/**
 * Signs each demo account in once for the whole run and keeps its state (the Admin-Token cookie the
 * console would set) in a storageState file, which `signIn` reuses wherever signing in is not what
 * a test is about.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as setup } from '@playwright/test';
import { accounts, apiLogin, sessionFile, TOKEN_COOKIE, type Account } from './support';

for (const account of Object.keys(accounts) as Account[]) {
  setup(`sign in ${account} once for the run`, async ({ request, baseURL }) => {
    const token = await apiLogin(request, account);
    const cookie = { name: TOKEN_COOKIE, value: token, domain: new URL(baseURL ?? '').hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const };
    mkdirSync(dirname(sessionFile(account)), { recursive: true });
    writeFileSync(sessionFile(account), JSON.stringify({ cookies: [cookie], origins: [] }, null, 2));
  });
}
