/**
 * react-admin's AdminUI without its defaults we never show: AdminUI's default login page (a form
 * of TextInputs) would otherwise be bundled into the shell with lodash, query-string and inflection
 * behind it, although the real login page lives in the light shell. Same tree otherwise.
 */
import { createElement, type ComponentType } from 'react';
import { CssBaseline } from '@mui/material';
import { CoreAdminUI, type CoreAdminUIProps } from 'ra-core';
import { AccessDenied, AuthenticationError, Error as ErrorPage, LoadingPage, Notification } from 'react-admin';

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
