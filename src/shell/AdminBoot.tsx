/**
 * First navigation with a token: load the user info, then build the admin from the roles. If the
 * info cannot be loaded the token is cleared and the login page shows why (spec §4 "Session").
 */
import { startTransition, useEffect, useState } from 'react';
import AdminApp from '../App';
import {
  currentFullPath,
  forgetUserInfo,
  loadUserInfo,
  loginPathFor,
  messageOf,
  type UserInfo,
} from '../providers/authProvider';
import { clearToken, setLoginMessage } from '../providers/session';
import { FullPageLoading } from './FullPageLoading';
import { replaceLocation } from './navigation';

export default function AdminBoot() {
  const [info, setInfo] = useState<UserInfo>();

  useEffect(() => {
    let live = true;
    loadUserInfo()
      .then((loaded) => {
        // A transition: React renders the whole admin in small slices, not one long task (issue 12).
        if (live) startTransition(() => setInfo(loaded));
      })
      .catch((error: unknown) => {
        if (!live) return;
        setLoginMessage(messageOf(error));
        forgetUserInfo();
        replaceLocation(loginPathFor(currentFullPath()));
        clearToken();
      });
    return () => {
      live = false;
    };
  }, []);

  return info ? <AdminApp info={info} /> : <FullPageLoading />;
}
