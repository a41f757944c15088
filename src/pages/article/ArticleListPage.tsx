/**
 * Article List (spec §2 "Article pages"): the 'article' resource, paged by the API, composed from the
 * generic pager with its own filter bar, table, dialogs and export.
 */
import { useState } from 'react';
import { Box, Paper } from '@mui/material';
import { ResourceContextProvider, useListController, useNotify, useTranslate } from 'react-admin';
import { Pager } from '../../crud/Pager';
import { NOTICE_MS, SuccessNotice } from '../../crud/SuccessNotice';
import { ArticleDialog, type ArticleDialogMode } from './ArticleDialog';
import { ArticleFilters, type ArticleFilterValues } from './ArticleFilters';
import { ArticleTable } from './ArticleTable';
import { PvDialog } from './PvDialog';
import type { Article, ArticleStatus } from './articleStatus';
import { useHeldLoading } from '../../crud/list/useHeldLoading';
import { useRowOverlay } from '../../crud/list/useRowOverlay';
import type { AnyRecord } from '../../resources/types';

export const ARTICLE_PAGE_SIZE = 20;

export default function ArticleListPage() {
  return (
    <ResourceContextProvider value="article">
      <ArticleList />
    </ResourceContextProvider>
  );
}

function ArticleList() {
  const translate = useTranslate();
  const notify = useNotify();
  const list = useListController({
    resource: 'article',
    perPage: ARTICLE_PAGE_SIZE,
    sort: { field: 'id', order: 'ASC' },
    disableAuthentication: true,
    queryOptions: { onError: () => undefined },
  });
  const overlay = useRowOverlay(list.data as AnyRecord[] | undefined);
  const rows = overlay.rows as Article[] | undefined;
  const prepend = (article: Article) => overlay.prepend(article as AnyRecord);
  const replace = (article: Article) => overlay.patch(article as AnyRecord);
  const loading = useHeldLoading(Boolean(list.isFetching));
  const [showReviewer, setShowReviewer] = useState(false);
  const [dialog, setDialog] = useState<{ mode: ArticleDialogMode; article?: Article }>();
  const [pvOpen, setPvOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const sortDesc = list.sort.order === 'DESC';

  const setSortDesc = (desc: boolean) => list.setSort({ field: 'id', order: desc ? 'DESC' : 'ASC' });

  const onSearch = (filters: ArticleFilterValues) => list.setFilters({ ...filters }, {}, false);

  const onStatus = (article: Article, status: ArticleStatus) => {
    replace({ ...article, status });
    // Publish and Draft say '操作Success'; Delete says 'Delete Successfully' under the title Success,
    // as the template's handleDelete (spec §8).
    if (status === 'deleted') {
      notify(<SuccessNotice title={translate('crud.success')} lines={[translate('crud.deleted')]} />, { autoHideDuration: NOTICE_MS });
    } else {
      notify('article.actionSuccess', { type: 'success', autoHideDuration: NOTICE_MS });
    }
  };

  const onSaved = (mode: ArticleDialogMode, article: Article) => {
    if (mode === 'create') prepend(article);
    else replace(article);
    setDialog(undefined);
    notify(<SuccessNotice title={translate('crud.success')} lines={[translate(mode === 'create' ? 'crud.created' : 'crud.updated')]} />, {
      autoHideDuration: NOTICE_MS,
    });
  };

  const onExport = async () => {
    setExporting(true);
    try {
      const { exportArticles } = await import('./exportArticles');
      await exportArticles(rows ?? []);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Paper variant="outlined">
        <ArticleFilters
          filters={list.filterValues as ArticleFilterValues}
          sortDesc={sortDesc}
          showReviewer={showReviewer}
          exporting={exporting}
          onSearch={onSearch}
          onSort={setSortDesc}
          onAdd={() => setDialog({ mode: 'create' })}
          onExport={onExport}
          onReviewer={setShowReviewer}
        />
        <ArticleTable
          rows={rows}
          loading={loading}
          sortDesc={sortDesc}
          showReviewer={showReviewer}
          onSortId={() => setSortDesc(!sortDesc)}
          onEdit={(article) => setDialog({ mode: 'update', article })}
          onStatus={onStatus}
          onReadings={() => setPvOpen(true)}
        />
        <Pager total={list.total ?? 0} page={list.page} perPage={list.perPage} setPage={list.setPage} setPerPage={list.setPerPage} />
      </Paper>
      {dialog && <ArticleDialog mode={dialog.mode} article={dialog.article} onClose={() => setDialog(undefined)} onSaved={onSaved} />}
      <PvDialog open={pvOpen} onClose={() => setPvOpen(false)} />
    </Box>
  );
}
