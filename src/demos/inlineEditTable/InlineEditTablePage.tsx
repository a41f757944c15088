import { useReducer } from 'react';
import { LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { NoArticlesRow } from '../shared/NoArticlesRow';
import { useArticleList } from '../shared/articles';
import { ArticleEditRow } from './ArticleEditRow';
import { canConfirm, shownTitle, titleEditsReducer } from './titleEdits';
import demoChartsTexts from '../../kernel/texts/sections/demoCharts';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoChartsTexts);

const COLUMNS = ['id', 'date', 'author', 'importance', 'status', 'title', 'actions'] as const;
/** Column widths, so that a row in edit mode does not move the others. */
const WIDTHS: Record<(typeof COLUMNS)[number], number | undefined> = {
  id: 64,
  date: 160,
  author: 110,
  importance: 120,
  status: 120,
  title: undefined,
  actions: 120,
};

/** The first ten articles; each title can be edited in place (local only, as the template). */
export default function InlineEditTablePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending } = useArticleList({ page: 1, limit: 10 });
  const [edits, dispatch] = useReducer(titleEditsReducer, {});
  const articles = data?.items ?? [];

  const confirm = (id: number) => {
    if (!canConfirm(edits[id])) return;
    dispatch({ type: 'confirm', id });
    notify('demoCharts.inlineEdit.edited', { type: 'success' });
  };
  const cancel = (id: number) => {
    if (!edits[id]?.editing) return;
    dispatch({ type: 'cancel', id });
    notify('demoCharts.inlineEdit.restored', { type: 'warning' });
  };

  return (
    <Paper variant="outlined" sx={{ m: { xs: 1, md: 2 } }}>
      {isPending && <LinearProgress aria-label={translate('demoCharts.article.loading')} />}
      <TableContainer>
        <Table size="small" aria-label={translate('route.inlineEditTable')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'id' || column === 'actions' ? 'center' : 'left'}
                  sx={{ width: WIDTHS[column] }}
                >
                  {translate(`demoCharts.article.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {articles.map((article) => (
              <ArticleEditRow
                key={article.id}
                article={article}
                title={shownTitle(edits, article.id, article.title)}
                edit={edits[article.id]}
                onStart={() => dispatch({ type: 'start', id: article.id, title: article.title })}
                onChange={(draft) => dispatch({ type: 'change', id: article.id, draft })}
                onConfirm={() => confirm(article.id)}
                onCancel={() => cancel(article.id)}
              />
            ))}
            {!isPending && articles.length === 0 && <NoArticlesRow colSpan={COLUMNS.length} />}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
