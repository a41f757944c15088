import { Suspense, lazy } from 'react';
import { PageLoading } from '../components/PageLoading';

const Page404 = lazy(() => import('../pages/errors/Page404'));

/** Unknown paths show the 404 page in place. */
export function NotFound() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page404 />
    </Suspense>
  );
}
