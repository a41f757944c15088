/**
 * The admin: react-admin wired to the providers, the resource registry and the route table. Loaded
 * only once a session exists (see shell/Root.tsx).
 */
import { useMemo, useState } from 'react';
import { AdminContext, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { createAdminQueryClient } from './providers/adminQueryClient';
import { createAdminStore } from './providers/adminStore';
import type { UserInfo } from './providers/authProvider';
import { createAuthProvider } from './providers/consoleAuthProvider';
import { createConsoleDataProvider } from './providers/consoleDataProvider';
import { createI18nProvider, i18nProvider as builtInI18n } from './providers/i18nProvider';
import { renderRoutes } from './routes/renderRoutes';
import { RouteTableContext } from './routes/routeTableContext';
import { ResourceSetContext } from './resources/resourceSetContext';
import type { ConsoleModel } from './shell/consoleModel';
import { AppLayout } from './layout/AppLayout';
import { ShellAdminUI } from './layout/ShellAdminUI';
import { RedirectToDashboard } from './layout/RedirectToDashboard';
import { LoginHandOff } from './layout/LoginHandOff';
import { NotFound } from './layout/NotFound';
import { useLayoutTheme } from './layout/theme';
import { installHistoryGate } from './utils/historyGate';
import { useStoredPermissions } from './providers/grantee';

const store = createAdminStore();
// Before the router adds its own popstate listener: a form with changes sees Back and Forward first.
installHistoryGate();

/** The providers of one console model (computed once at boot). */
function useProviders(model: ConsoleModel) {
  return useMemo(
    () => ({
      authProvider: createAuthProvider(model.resources.find),
      dataProvider: createConsoleDataProvider(model.resources),
      i18nProvider: Object.keys(model.texts).length > 0 ? createI18nProvider(model.texts) : builtInI18n,
    }),
    [model],
  );
}

export default function AdminApp({ info, model }: { info: UserInfo; model: ConsoleModel }) {
  const { routeTable, standaloneRoutes } = model.routes;
  // The stored rules follow the user info read again on each navigation: a page granted meanwhile opens at the next click.
  const permissions = useStoredPermissions();
  const layoutRoutes = useMemo(() => renderRoutes(routeTable, info.roles, '/', true, permissions), [routeTable, info.roles, permissions]);
  const pageRoutes = useMemo(() => renderRoutes(standaloneRoutes, info.roles, '/', true, permissions), [standaloneRoutes, info.roles, permissions]);
  const { authProvider, dataProvider, i18nProvider } = useProviders(model);
  // Seeded with the roles and identity of the info the boot loaded (see providers/adminQueryClient).
  const [queryClient] = useState(() => createAdminQueryClient(info));
  const theme = useLayoutTheme();
  return (
    <BrowserRouter>
      <RouteTableContext.Provider value={model.routes}>
        <ResourceSetContext.Provider value={model.resources}>
          {/* AdminContext + a lighter AdminUI: react-admin's <Admin> would bundle its own login form. */}
          <AdminContext
            authProvider={authProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            queryClient={queryClient}
            store={store}
            theme={theme}
          >
            <ShellAdminUI
              layout={AppLayout}
              loginPage={LoginHandOff}
              dashboard={RedirectToDashboard}
              catchAll={NotFound}
            >
              {model.resources.all.map((resource) => (
                <Resource key={resource.name} name={resource.name} />
              ))}
              <CustomRoutes>{layoutRoutes}</CustomRoutes>
              <CustomRoutes noLayout>{pageRoutes}</CustomRoutes>
            </ShellAdminUI>
          </AdminContext>
        </ResourceSetContext.Provider>
      </RouteTableContext.Provider>
    </BrowserRouter>
  );
}
