import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { emit } from '../providers/events';
import { getToken } from '../providers/session';

/**
 * react-admin's login route. The real login page lives in the light shell: without a session, hand
 * over to it; with one (a stray visit to /login), go home as the guard says. Never ends a session.
 */
export function LoginHandOff() {
  const signedIn = getToken() !== undefined;
  useEffect(() => {
    if (!signedIn) emit('sessionChanged', { signedIn: false });
  }, [signedIn]);
  return signedIn ? <Navigate to="/" replace /> : null;
}
