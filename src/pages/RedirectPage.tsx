import { Navigate, useLocation, useParams } from 'react-router-dom';

/** /redirect/:path* replaces itself with the path, keeping the query (used to refresh a view). */
export default function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
}
