/**
 * The app shell: decides between the light public pages (login, auth-redirect) and the admin, which
 * loads only once a session exists. This keeps the login page's first load small.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { on } from '../providers/events';
import { replaceLocation } from '../providers/location';
import { getToken } from '../providers/session';
import { LoginPage, type LoginPreload } from '../pages/login/LoginPage';
import { beginLoginRequest, scheduleAdminPreload } from './adminPreload';
import { FullPageLoading } from './FullPageLoading';
import { loadAdmin } from './loadAdmin';
import { guardRedirect } from './navigation';
import { preloadableLazy } from '../utils/preloadableLazy';

// Preloadable: main.tsx renders a signed-in load once the admin is in, and AdminBoot then renders
// without suspending (no fallback committed only to be held on screen for React's 300 ms).
const adminBoot = preloadableLazy(loadAdmin);
const AdminBoot = adminBoot.Component;
const AuthRedirectPage = lazy(() => import('../pages/AuthRedirectPage'));

export const preloadAdmin = adminBoot.preload;

/** The login form preloads the admin once idle, pausing while a login request is pending. */
const loginPreload: LoginPreload = { schedule: () => scheduleAdminPreload(preloadAdmin), beginRequest: beginLoginRequest };

// Made once: Root re-renders on every popstate (Back, Forward, client-side navigation by event),
// and a new element would re-render the whole admin from the top each time, on top of the router's
// own update. The same element lets React skip it; the admin follows the location through its router.
const admin = (
  <Suspense fallback={<FullPageLoading />}>
    <AdminBoot />
  </Suspense>
);

function subscribeToLocation(callback: () => void): () => void {
  window.addEventListener('popstate', callback);
  return () => window.removeEventListener('popstate', callback);
}

function currentLocation(): string {
  return window.location.pathname + window.location.search;
}

export function Root() {
  const [signedIn, setSignedIn] = useState(() => getToken() !== undefined);
  const location = useSyncExternalStore(subscribeToLocation, currentLocation);

  useEffect(() => on('sessionChanged', ({ signedIn: next }) => setSignedIn(next)), []);

  const redirect = guardRedirect(signedIn, window.location.pathname, window.location.search, window.location.hash);
  if (redirect) replaceLocation(redirect);
  const pathname = window.location.pathname;

  if (!signedIn) {
    if (pathname === '/auth-redirect') {
      return (
        <Suspense fallback={null}>
          <AuthRedirectPage />
        </Suspense>
      );
    }
    return <LoginPage key={location} preload={loginPreload} />;
  }
  return admin;
}
