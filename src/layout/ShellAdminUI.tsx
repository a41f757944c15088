/**
 * react-admin's AdminUI without its defaults we never show: AdminUI's default login page (a form
 * of TextInputs) would otherwise be bundled into the shell with lodash, query-string and inflection
 * behind it, although the real login page lives in the light shell. Same tree otherwise.
 *
 * The error, authentication-error and access-denied pages load when one is shown (issue 12): their
 * page title is react-admin's configurable one, which brings a text field, selects and inputs into
 * the shell that the admin's first screen never uses.
 */
import { Suspense, createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { CssBaseline } from '@mui/material';
import { CoreAdminUI, type CoreAdminUIProps } from 'ra-core';
import { LoadingPage, Notification } from 'react-admin';

const errorPages = () => import('./errorPages');

function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemandPage(props: P) {
    return <Suspense fallback={null}>{createElement(Page, props)}</Suspense>;
  };
}

const AccessDenied = onDemand(() => errorPages().then((pages) => pages.AccessDenied));
const AuthenticationError = onDemand(() => errorPages().then((pages) => pages.AuthenticationError));
const ErrorPage = onDemand(() => errorPages().then((pages) => pages.Error));

export interface ShellAdminUIProps extends CoreAdminUIProps {
  notification?: ComponentType;
}

export function ShellAdminUI({
  accessDenied = AccessDenied,
  authenticationError = AuthenticationError,
  error = ErrorPage,
  loading = LoadingPage,
  notification = Notification,
  ...props
}: ShellAdminUIProps) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        accessDenied={accessDenied}
        authenticationError={authenticationError}
        error={error}
        loading={loading}
        {...props}
      />
      {createElement(notification)}
    </CssBaseline>
  );
}
