import { Suspense, lazy } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { useRoles } from '../../layout/useRoles';

// Each dashboard is its own chunk: the charts load with the admin dashboard only.
const AdminDashboard = lazy(() => import('./admin/AdminDashboard'));
const EditorDashboard = lazy(() => import('./editor/EditorDashboard'));

// One element each, made once: useRoles re-renders this page whenever react-admin refetches the
// permissions (several times on each navigation, also while the dashboard is a hidden kept-alive
// view); the same element lets React skip the whole dashboard tree then, instead of re-rendering
// its ~950 fibers (and keeping a second copy of each) for roles that did not change.
const adminDashboard = <AdminDashboard />;
const editorDashboard = <EditorDashboard />;

/** /dashboard: admins see the admin dashboard, every other role the editor dashboard (spec §2). */
export default function DashboardPage() {
  const roles = useRoles();
  if (roles.length === 0) return <PageLoading />;
  return <Suspense fallback={<PageLoading />}>{roles.includes('admin') ? adminDashboard : editorDashboard}</Suspense>;
}
