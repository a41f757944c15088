import { Suspense, lazy } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { useRoles } from '../../layout/useRoles';

// Each dashboard is its own chunk: the charts load with the admin dashboard only.
const AdminDashboard = lazy(() => import('./admin/AdminDashboard'));
const EditorDashboard = lazy(() => import('./editor/EditorDashboard'));

/** /dashboard: admins see the admin dashboard, every other role the editor dashboard (spec §2). */
export default function DashboardPage() {
  const roles = useRoles();
  if (roles.length === 0) return <PageLoading />;
  return <Suspense fallback={<PageLoading />}>{roles.includes('admin') ? <AdminDashboard /> : <EditorDashboard />}</Suspense>;
}
