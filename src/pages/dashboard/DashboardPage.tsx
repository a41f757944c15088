import { useCallback, useSyncExternalStore } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { useRoles } from '../../providers/useRoles';
import { preloadableLazy, type PreloadableLazy } from '../../utils/preloadableLazy';

// The admin dashboard's first view is built into the shell's chunk (vite.config.ts), so its load
// settles at once on a signed-in page load; the editor dashboard is a chunk of its own. The charts
// are lazy in both cases.
const admin = preloadableLazy(() => import('./admin/AdminDashboard'));
const editor = preloadableLazy(() => import('./editor/EditorDashboard'));

// One element each, made once: useRoles re-renders this page whenever react-admin refetches the
// permissions (several times on each navigation, also while the dashboard is a hidden kept-alive
// view); the same element lets React skip the whole dashboard tree then, instead of re-rendering
// its ~950 fibers (and keeping a second copy of each) for roles that did not change.
const adminDashboard = <admin.Component />;
const editorDashboard = <editor.Component />;

type Dashboard = PreloadableLazy<object>;

/**
 * Whether the dashboard's chunk has settled (loaded, or failed: the lazy component then throws and
 * the page's error boundary says so). Until then the page shows its loading bar rather than
 * suspending: a Suspense fallback committed for that moment makes React hold the dashboard back
 * until the fallback has shown for 300 ms, on every first load. An external store, so a
 * load that ends between the render and the subscription is not missed.
 */
function useSettled(dashboard: Dashboard | undefined): boolean {
  // Starts at once (idempotent), not one commit later.
  if (dashboard?.status() === 'idle') void dashboard.preload().catch(() => undefined);
  const subscribe = useCallback(
    (changed: () => void) => {
      let live = true;
      const settle = () => {
        if (live) changed();
      };
      dashboard?.preload().then(settle, settle);
      return () => {
        live = false;
      };
    },
    [dashboard],
  );
  const status = useSyncExternalStore(subscribe, () => dashboard?.status() ?? 'idle');
  return status === 'loaded' || status === 'failed';
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
