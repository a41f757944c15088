import { useEffect } from 'react';
import { clearToken } from '../providers/session';

/**
 * react-admin's login route. The real login page lives in the light shell; arriving here means the
 * session is over, so drop the token and let the shell take the user to it.
 */
export function LoginHandOff() {
  useEffect(() => clearToken(), []);
  return null;
}
