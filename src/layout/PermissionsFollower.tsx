/**
 * The console follows a change of the signed-in user's roles on their next navigation: each new
 * path reads the user info again and, when the roles differ, replaces the permissions react-admin
 * holds (menu, guard and fields follow at once). The server reads the roles per request anyway; this
 * keeps what the console shows in step with what it will allow.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { PERMISSIONS_KEY } from '../providers/adminQueryClient';
import { refreshUserInfo } from '../providers/authProvider';

const same = (a: unknown, b: readonly string[]): boolean => Array.isArray(a) && a.length === b.length && a.every((role, index) => role === b[index]);

export function PermissionsFollower() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const first = useRef(true);
  useEffect(() => {
    // The boot has just read them.
    if (first.current) {
      first.current = false;
      return;
    }
    let live = true;
    refreshUserInfo().then(
      ({ roles }) => {
        if (live && !same(queryClient.getQueryData(PERMISSIONS_KEY), roles)) queryClient.setQueryData(PERMISSIONS_KEY, roles);
      },
      // A lost session is told by the HTTP client; anything else keeps the roles held.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pathname, queryClient]);
  return null;
}
