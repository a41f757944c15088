/**
 * react-admin's AdminUI, composed here from its parts:
 * - without the defaults we never show: AdminUI's default login page (a form of TextInputs)
 *   would otherwise be bundled into the shell with lodash, query-string and inflection behind
 *   it, although the real login page lives in the light shell;
 * - with ShellAdminRoutes in place of CoreAdminRoutes, which re-rendered the whole layout twice
 *   right after its first commit;
 * - without telemetry: nothing is ever sent to marmelab's server.
 *
 * The error, authentication-error and access-denied pages load when one is shown: their
 * page title is react-admin's configurable one, which brings a text field, selects and inputs into
 * the shell that the admin's first screen never uses.
 */
import { Suspense, createElement, lazy, useState, type ComponentType, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { DefaultTitleContextProvider, Ready, type CatchAllComponent, type DashboardComponent, type LayoutComponent, type LoadingComponent, type TitleComponent } from 'ra-core';
import { LoadingPage, Notification } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes } from 'react-router-dom';
import { ShellAdminRoutes } from './ShellAdminRoutes';

const errorPages = () => import('./errorPages');

function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemandPage(props: P) {
    return <Suspense fallback={null}>{createElement(Page, props)}</Suspense>;
  };
}

export interface ErrorPageProps {
  error: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary: () => void;
}

const AccessDenied = onDemand(() => errorPages().then((pages) => pages.AccessDenied));
const AuthenticationError = onDemand(() => errorPages().then((pages) => pages.AuthenticationError));
const ErrorPage = onDemand<ErrorPageProps>(() => errorPages().then((pages) => pages.Error));

export interface ShellAdminUIProps {
  children?: ReactNode;
  layout: LayoutComponent;
  dashboard: DashboardComponent;
  catchAll: CatchAllComponent;
  loginPage: ComponentType;
  title?: TitleComponent;
  loading?: LoadingComponent;
  ready?: ComponentType;
  error?: ComponentType<ErrorPageProps>;
  authenticationError?: ComponentType;
  accessDenied?: ComponentType;
  notification?: ComponentType;
}

export function ShellAdminUI({
  children,
  layout,
  dashboard,
  catchAll,
  loginPage: LoginPage,
  title = 'React Admin',
  loading = LoadingPage,
  ready = Ready,
  error: ErrorComponent = ErrorPage,
  authenticationError = AuthenticationError,
  accessDenied = AccessDenied,
  notification = Notification,
}: ShellAdminUIProps) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <CssBaseline enableColorScheme>
      <DefaultTitleContextProvider value={title}>
        <ErrorBoundary
          onError={(_error, info) => setErrorInfo(info)}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <div style={{ minHeight: '100vh' }}>
              <ErrorComponent error={error as Error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
            </div>
          )}
        >
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route
              path="/*"
              element={
                <ShellAdminRoutes
                  layout={layout}
                  dashboard={dashboard}
                  catchAll={catchAll}
                  loading={loading}
                  ready={ready}
                  authenticationError={authenticationError}
                  accessDenied={accessDenied}
                >
                  {children}
                </ShellAdminRoutes>
              }
            />
          </Routes>
        </ErrorBoundary>
      </DefaultTitleContextProvider>
      {createElement(notification)}
    </CssBaseline>
  );
}
