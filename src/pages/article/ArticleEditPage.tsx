import { lazy, Suspense } from 'react';
import { Alert, Box, LinearProgress } from '@mui/material';
import { ResourceContextProvider, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ArticleEditor } from './ArticleEditor';
import type { Article } from '../../kernel/resources/article';

const Page404 = lazy(() => import('../errors/Page404'));

/** /example/edit/:id (Edit Article): digits only; the article comes from article/detail. */
export default function ArticleEditPage() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) {
    return (
      <Suspense fallback={null}>
        <Page404 />
      </Suspense>
    );
  }
  return (
    <ResourceContextProvider value="article">
      <ArticleLoader id={Number(id)} />
    </ResourceContextProvider>
  );
}

function ArticleLoader({ id }: { id: number }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<Article>('article', { id }, { retry: false });
  if (isPending) return <LinearProgress aria-label={translate('app.loading')} />;
  if (error || !data) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{translate('article.notFound')}</Alert>
      </Box>
    );
  }
  return <ArticleEditor key={data.id} article={data} />;
}
