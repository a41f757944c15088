/**
 * First navigation with a token: load the user info, then build the admin from the roles. If the
 * session is over (logout codes, failed verification) the token is cleared and the login page
 * shows why; if the server could not be reached, the session is kept and the
 * user can retry.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import AdminApp from '../App';
import { lightTranslator } from '../i18n/light';
import {
  currentFullPath,
  endsSession,
  forgetUserInfo,
  loginPathFor,
  messageOf,
  takeUserInfo,
  type UserInfo,
} from '../providers/authProvider';
import { replaceLocation } from '../providers/location';
import { clearToken, setLoginMessage } from '../providers/session';
import { FullPageLoading } from './FullPageLoading';
import { startupProblems } from './schemaCheck';
import { SchemaErrorPage } from './SchemaErrorPage';
import { useConsoleModel } from './useRuntimeResources';
import type { ConsoleModel } from './consoleModel';
import { preloadPageAt } from '../routes/pagePreload';

export default function AdminBoot() {
  // A broken schema stops the console loudly rather than leaving pages out.
  const [problems] = useState(startupProblems);
  const [info, setInfo] = useState<UserInfo>();
  const [unreachable, setUnreachable] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  const broken = problems.length > 0;
  // The resource files of config.json load beside the user info.
  const model = useConsoleModel(!broken);
  const pageIn = usePageCodeIn(model);
  useEffect(() => {
    if (broken) return;
    let live = true;
    // The load main.tsx started with the page, if any.
    takeUserInfo()
      .then((loaded) => {
        // A transition: React renders the whole admin in small slices, not one long task.
        if (live) startTransition(() => setInfo(loaded));
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (!endsSession(error)) {
          setUnreachable(messageOf(error));
          return;
        }
        setLoginMessage(messageOf(error));
        forgetUserInfo();
        replaceLocation(loginPathFor(currentFullPath()));
        clearToken();
      });
    return () => {
      live = false;
    };
  }, [attempt, broken]);

  const retry = useCallback(() => {
    setUnreachable(undefined);
    setAttempt((count) => count + 1);
  }, []);

  if (broken) return <SchemaErrorPage problems={problems} />;
  if (info && model && pageIn) return <AdminApp info={info} model={model} />;
  if (unreachable !== undefined) return <BootError message={unreachable} onRetry={retry} />;
  return <FullPageLoading />;
}

/** Whether the code of the page this load opens on is in (preloadPageAt), once the model is known. */
function usePageCodeIn(model: ConsoleModel | undefined): boolean {
  const [pageIn, setPageIn] = useState(false);
  useEffect(() => {
    if (!model) return;
    let live = true;
    void preloadPageAt(model.routes.routeTable, window.location.pathname).then(() => {
      // A transition, as the user info's: the admin's first render is sliced.
      if (live) startTransition(() => setPageIn(true));
    });
    return () => {
      live = false;
    };
  }, [model]);
  return pageIn;
}

function BootError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const translate = lightTranslator();
  return (
    <div className="full-page-loading" role="alert">
      <div className="full-page-loading__error">
        <p>{translate('app.userInfoUnreachable')}</p>
        <p className="full-page-loading__detail">{translate(message)}</p>
        <button type="button" onClick={onRetry} autoFocus>
          {translate('app.retry')}
        </button>
      </div>
    </div>
  );
}
