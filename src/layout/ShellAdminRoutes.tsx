/**
 * react-admin's CoreAdminRoutes with the routes and resource definitions derived while rendering.
 *
 * ra-core stores them in state from a mount effect, then registers every resource from a second
 * effect: the layout and everything in it rendered three times in a row after the admin's first
 * commit, two of them synchronous blocking tasks on a phone. Here the children are read
 * once per change with useMemo, and the definitions are there from the first render. Same routes:
 * pages without layout, then the layout with its pages, the resources, the dashboard,
 * authentication-error, access-denied and the catch-all.
 *
 * What this leaves out of CoreAdminRoutes, because the console never uses it: a function child
 * (resources that depend on permissions: the route table filters by role instead), requireAuth
 * (the admin is only loaded once a session exists, see shell/Root.tsx) and an admin without a
 * dashboard.
 */
import { Children, Fragment, isValidElement, useMemo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import {
  HasDashboardContextProvider,
  useScrollToTop,
  WithPermissions,
  type CatchAllComponent,
  type DashboardComponent,
  type LayoutComponent,
  type LoadingComponent,
  type ResourceDefinition,
  type ResourceProps,
} from 'ra-core';
import { Route, Routes } from 'react-router-dom';
import { ResourceDefinitionsProvider } from './ResourceDefinitionsProvider';

export interface ShellAdminRoutesProps {
  children?: ReactNode;
  layout: LayoutComponent;
  dashboard: DashboardComponent;
  catchAll: CatchAllComponent;
  loading: LoadingComponent;
  ready: ComponentType;
  authenticationError: ComponentType;
  accessDenied: ComponentType;
}

interface RegistrableResource {
  registerResource: (props: ResourceProps) => ResourceDefinition;
}

type ResourceElement = ReactElement<ResourceProps, ComponentType<ResourceProps> & RegistrableResource>;

interface RoutesAndResources {
  withLayout: ReactNode[];
  withoutLayout: ReactNode[];
  resources: ResourceElement[];
}

/** react-admin marks its CustomRoutes and Resource components with a static `raName`. */
function raNameOf(element: ReactElement): string | undefined {
  const type = element.type as { raName?: unknown };
  return typeof type === 'function' || typeof type === 'object' ? (type.raName as string | undefined) : undefined;
}

/** Sorts the admin's children (fragments included) into custom routes and resources. */
function splitAdminChildren(children: ReactNode, into: RoutesAndResources = { withLayout: [], withoutLayout: [], resources: [] }) {
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode; noLayout?: boolean }>(child)) return;
    if (child.type === Fragment) {
      splitAdminChildren(child.props.children, into);
      return;
    }
    const raName = raNameOf(child);
    if (raName === 'CustomRoutes') {
      (child.props.noLayout ? into.withoutLayout : into.withLayout).push(child.props.children);
    } else if (raName === 'Resource') {
      into.resources.push(child as unknown as ResourceElement);
    }
  });
  return into;
}

function definitionsOf(resources: ResourceElement[]): Record<string, ResourceDefinition> {
  return Object.fromEntries(
    resources.map((resource) => {
      const definition = resource.type.registerResource(resource.props);
      return [definition.name, definition];
    }),
  );
}

/** Scrolls to the top when a link asks for it (`state: { _scrollToTop: true }`), as react-admin's router does. */
function ScrollToTop() {
  useScrollToTop();
  return null;
}

// Like react-admin, the dashboard is checked with the 'dashboard' route as auth parameter.
const dashboardAuthParams = { params: { route: 'dashboard' } };

export function ShellAdminRoutes({
  children,
  layout: Layout,
  dashboard,
  catchAll: CatchAll,
  loading,
  ready: Ready,
  authenticationError: AuthenticationError,
  accessDenied: AccessDenied,
}: ShellAdminRoutesProps) {
  const { withLayout, withoutLayout, resources } = useMemo(() => splitAdminChildren(children), [children]);
  const definitions = useMemo(() => definitionsOf(resources), [resources]);

  if (resources.length === 0 && withLayout.length === 0 && withoutLayout.length === 0) return <Ready />;

  return (
    <ResourceDefinitionsProvider declared={definitions}>
      <ScrollToTop />
      <Routes>
        {withoutLayout}
        <Route
          path="/*"
          element={
            <HasDashboardContextProvider value>
              <Layout>
                <Routes>
                  {withLayout}
                  {resources.map((resource) => (
                    <Route key={resource.props.name} path={`${resource.props.name}/*`} element={resource} />
                  ))}
                  <Route
                    path="/"
                    element={<WithPermissions authParams={dashboardAuthParams} component={dashboard} loading={loading} />}
                  />
                  <Route path="/authentication-error" element={<AuthenticationError />} />
                  <Route path="/access-denied" element={<AccessDenied />} />
                  <Route path="*" element={<CatchAll />} />
                </Routes>
              </Layout>
            </HasDashboardContextProvider>
          }
        />
      </Routes>
    </ResourceDefinitionsProvider>
  );
}
