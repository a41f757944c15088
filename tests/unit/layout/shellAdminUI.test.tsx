/**
 * The admin's routes and resource definitions are there from the first render, and the
 * layout renders once at start-up (react-admin's CoreAdminRoutes rendered it three times in a row).
 * The routes are those of react-admin's AdminUI.
 */
import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { AdminContext, CustomRoutes, Resource, useResourceDefinitionContext, useResourceDefinitions } from 'react-admin';
import { MemoryRouter, Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ShellAdminUI, type ErrorPageProps } from '../../../src/layout/ShellAdminUI';

let layoutRenders = 0;
function Layout({ children }: { children: ReactNode }) {
  layoutRenders += 1;
  return (
    <div data-testid="layout">
      <nav>menu</nav>
      <main>{children}</main>
    </div>
  );
}

const Dashboard = () => <h1>Dashboard page</h1>;
const NotFound = () => <h1>Not found page</h1>;
const Login = () => <h1>Login page</h1>;
const Denied = () => <h1>Denied page</h1>;
const ErrorShown = ({ error }: ErrorPageProps) => <p role="alert">Failed: {error.message}</p>;

let namesAtFirstRender: string[] | undefined;
function DefinitionsPage() {
  const definitions = useResourceDefinitions();
  const first = useRef(Object.keys(definitions));
  namesAtFirstRender ??= first.current;
  return <h1>Definitions: {Object.keys(definitions).join(', ')}</h1>;
}

function RegistersAtRunTime() {
  const { register, unregister } = useResourceDefinitionContext();
  useEffect(() => {
    const definition = { name: 'drafts', hasList: true };
    register(definition);
    return () => unregister(definition);
  }, [register, unregister]);
  return <DefinitionsPage />;
}

function Broken(): ReactNode {
  throw new Error('page exploded');
}

function renderAdmin(path: string, children?: ReactNode) {
  layoutRenders = 0;
  namesAtFirstRender = undefined;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext>
        <ShellAdminUI layout={Layout} dashboard={Dashboard} catchAll={NotFound} loginPage={Login} accessDenied={Denied} error={ErrorShown}>
          {children ?? (
            <>
              <Resource name="posts" />
              <Resource name="comments" />
              <CustomRoutes>
                <Route path="/definitions" element={<DefinitionsPage />} />
                <Route path="/drafts-page" element={<RegistersAtRunTime />} />
                <Route path="/broken" element={<Broken />} />
              </CustomRoutes>
              <CustomRoutes noLayout>
                <Route path="/bare" element={<h1>Bare page</h1>} />
              </CustomRoutes>
            </>
          )}
        </ShellAdminUI>
      </AdminContext>
    </MemoryRouter>,
  );
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('ShellAdminUI', () => {
  it('shows the dashboard at / in the layout, which renders once while the admin starts', async () => {
    renderAdmin('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toContainElement(screen.getByRole('heading', { name: 'Dashboard page' }));
    await settle();
    expect(layoutRenders).toBe(1);
  });

  it('gives pages every resource definition from their first render', async () => {
    renderAdmin('/definitions');
    expect(await screen.findByRole('heading', { name: 'Definitions: posts, comments' })).toBeInTheDocument();
    expect(namesAtFirstRender).toEqual(['posts', 'comments']);
  });

  it('still registers and unregisters definitions added at run time', async () => {
    const view = renderAdmin('/drafts-page');
    expect(await screen.findByRole('heading', { name: 'Definitions: posts, comments, drafts' })).toBeInTheDocument();
    view.unmount();
  });

  it('renders custom routes with and without the layout, and the login page without it', async () => {
    renderAdmin('/bare');
    expect(await screen.findByRole('heading', { name: 'Bare page' })).toBeInTheDocument();
    expect(screen.queryByTestId('layout')).not.toBeInTheDocument();

    renderAdmin('/login');
    expect(await screen.findAllByRole('heading', { name: 'Login page' })).not.toHaveLength(0);
  });

  it('shows the catch-all inside the layout for an unknown path, and access-denied at its route', async () => {
    const unknown = renderAdmin('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toBeInTheDocument();
    unknown.unmount();

    renderAdmin('/access-denied');
    expect(await screen.findByRole('heading', { name: 'Denied page' })).toBeInTheDocument();
  });

  it('shows the error page when a page throws', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: page exploded');
    quiet.mockRestore();
  });

  it('shows the ready screen for an admin with neither resources nor routes', async () => {
    renderAdmin('/', <></>);
    expect(await screen.findByText(/Welcome to/)).toBeInTheDocument();
  });
});
