import { startTransition, useEffect, useReducer } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { useRoles } from '../../providers/useRoles';
import { preloadableLazy, type LoadStatus, type PreloadableLazy } from '../../utils/preloadableLazy';

// The admin dashboard's first view is built into the shell's chunk (vite.config.ts), so its load
// settles at once on a signed-in page load; the editor dashboard is a chunk of its own. The charts
// are lazy in both cases.
const admin = preloadableLazy(() => import('./admin/AdminDashboard'));
const editor = preloadableLazy(() => import('./editor/EditorDashboard'));
// Asked for with this page's module: the admin dashboard's import has settled before the admin's
// first render, which then draws it at once rather than a loading bar for a moment.
void admin.preload().catch(() => undefined);

// One element each, made once: useRoles re-renders this page whenever react-admin refetches the
// permissions (several times on each navigation, also while the dashboard is a hidden kept-alive
// view); the same element lets React skip the whole dashboard tree then, instead of re-rendering
// its ~950 fibers (and keeping a second copy of each) for roles that did not change.
const adminDashboard = <admin.Component />;
const editorDashboard = <editor.Component />;

type Dashboard = PreloadableLazy<object>;

const settledStatus = (status: LoadStatus | undefined) => status === 'loaded' || status === 'failed';

/**
 * Whether the dashboard's chunk has settled (loaded, or failed: the lazy component then throws and
 * the page's error boundary says so). Until then the page shows its loading bar rather than
 * suspending: a Suspense fallback committed for that moment makes React hold the dashboard back
 * until the fallback has shown for 300 ms, on every first load.
 *
 * Not an external store: the chunk settles while React renders the admin's first screen in slices,
 * and a store that changed under a sliced render makes React render the whole admin again in one
 * blocking task (about 200 ms under a phone's CPU). The status is read as rendered; a load still
 * pending then re-renders this page alone, in a transition, once it settles (even if it settled
 * between the render and the effect).
 */
function useSettled(dashboard: Dashboard | undefined): boolean {
  // Starts at once (idempotent), not one commit later.
  if (dashboard?.status() === 'idle') void dashboard.preload().catch(() => undefined);
  const settled = settledStatus(dashboard?.status());
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!dashboard || settled) return;
    let live = true;
    const settle = () => {
      if (live) startTransition(rerender);
    };
    dashboard.preload().then(settle, settle);
    return () => {
      live = false;
    };
  }, [dashboard, settled]);
  return settled;
}

/** /dashboard: admins see the admin dashboard, every other role the editor dashboard. */
export default function DashboardPage() {
  const roles = useRoles();
  const isAdmin = roles.includes('admin');
  const dashboard = roles.length === 0 ? undefined : isAdmin ? admin : editor;
  const settled = useSettled(dashboard);
  if (!settled) return <PageLoading />;
  return isAdmin ? adminDashboard : editorDashboard;
}
