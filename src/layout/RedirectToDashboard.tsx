import { Navigate } from 'react-router-dom';

/** '/' inside the layout redirects to /dashboard. */
export function RedirectToDashboard() {
  return <Navigate to="/dashboard" replace />;
}
