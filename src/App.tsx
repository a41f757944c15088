/**
 * The admin: react-admin wired to the providers, the resource registry and the route table. Loaded
 * only once a session exists (see shell/Root.tsx).
 */
import { useMemo } from 'react';
import { AdminContext, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { createAdminStore } from './providers/adminStore';
import { createAuthProvider, type UserInfo } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { resources, rolesOfResource } from './resources/registry';
import { renderRoutes } from './routes/renderRoutes';
import { routeTable, standaloneRoutes } from './routes/routeTable';
import { AppLayout } from './layout/AppLayout';
import { ShellAdminUI } from './layout/ShellAdminUI';
import { RedirectToDashboard } from './layout/RedirectToDashboard';
import { LoginHandOff } from './layout/LoginHandOff';
import { NotFound } from './layout/NotFound';
import { useLayoutTheme } from './layout/theme';

const authProvider = createAuthProvider(rolesOfResource);
const dataProvider = createDataProvider(resources);
const store = createAdminStore();

export default function AdminApp({ info }: { info: UserInfo }) {
  const layoutRoutes = useMemo(() => renderRoutes(routeTable, info.roles), [info.roles]);
  const pageRoutes = useMemo(() => renderRoutes(standaloneRoutes, info.roles), [info.roles]);
  const theme = useLayoutTheme();
  return (
    <BrowserRouter>
      {/* AdminContext + a lighter AdminUI: react-admin's <Admin> would bundle its own login form. */}
      <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
        <ShellAdminUI
          disableTelemetry
          layout={AppLayout}
          loginPage={LoginHandOff}
          dashboard={RedirectToDashboard}
          catchAll={NotFound}
        >
          {resources.map((resource) => (
            <Resource key={resource.name} name={resource.name} />
          ))}
          <CustomRoutes>{layoutRoutes}</CustomRoutes>
          <CustomRoutes noLayout>{pageRoutes}</CustomRoutes>
        </ShellAdminUI>
      </AdminContext>
    </BrowserRouter>
  );
}
