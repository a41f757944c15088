import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config';
import { getLanguage } from './providers/language';
import { prefetchUserInfo } from './providers/authProvider';
import { startEarlyList } from './providers/earlyList';
import { prefetchServedResourceFiles } from './providers/servedResourceFiles';
import { getToken, primeCookies } from './providers/session';
import { Root, preloadAdmin } from './shell/Root';
import { frameShown } from './utils/framePaint';
import './shell/base.css';

async function start() {
  await primeCookies();
  // Signed in: the admin's code downloads beside config.json, and the user info is asked for as
  // soon as the API's address is known, rather than each after the other.
  const signedIn = getToken() !== undefined;
  if (signedIn) void preloadAdmin().catch(() => undefined);
  const config = await loadConfig();
  if (config.mock) {
    // Opt-in only: MSW's browser code never loads otherwise.
    const { startBrowserMock } = await import('../mock/browser');
    await startBrowserMock({ apiBase: new URL(config.apiBaseUrl, window.location.href).pathname });
  }
  if (signedIn) {
    prefetchUserInfo();
    // The resource files published on the server, asked for beside the user info.
    prefetchServedResourceFiles();
    // On a whole list's page, its rows too (the server names the list).
    startEarlyList();
  }
  document.documentElement.lang = getLanguage() === 'zh' ? 'zh-CN' : 'en';
  // Under the admin frame (index.html's outline of the layout, already on screen) the first render
  // waits for the admin's code: rendered before, it would commit a loading fallback, and React holds
  // a fallback's replacement back until it has shown for 300 ms. A failed load renders the error.
  if (signedIn && frameShown()) await preloadAdmin().catch(() => undefined);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition: React renders the first screen in slices that leave the main thread free in
  // between, instead of one long task on a slow phone.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
}

void start();
