import { Navigate } from 'react-router-dom';

/** '/' inside the layout redirects to /dashboard (spec §2). */
export function RedirectToDashboard() {
  return <Navigate to="/dashboard" replace />;
}
