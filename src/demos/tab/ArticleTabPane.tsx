import { Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ImportanceStars, StatusChip } from '../shared/ArticleCells';
import { NoArticlesRow } from '../shared/NoArticlesRow';
import { useArticleList, type ArticleType } from '../shared/articles';
import { TAB_PAGE_SIZE } from './tabs';

const COLUMNS = ['id', 'title', 'author', 'importance', 'status'] as const;

/** The articles of one region; mounted when its tab is first shown and kept while the page lives. */
export function ArticleTabPane({ type, hidden }: { type: ArticleType; hidden: boolean }) {
  const translate = useTranslate();
  const { data, isPending } = useArticleList({ page: 1, limit: TAB_PAGE_SIZE, type });
  const articles = data?.items ?? [];
  return (
    <Box role="tabpanel" id={`tab-panel-${type}`} aria-labelledby={`tab-${type}`} hidden={hidden} aria-busy={isPending}>
      {isPending && <LinearProgress aria-label={translate('demoCharts.article.loading')} />}
      {/* The table scrolls sideways in its own area on a phone, not the page. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(`demoCharts.tab.${type}`)}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`demoCharts.article.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {articles.map((article) => (
              <TableRow key={article.id} hover>
                <TableCell>{article.id}</TableCell>
                <TableCell>{article.title}</TableCell>
                <TableCell>{article.author}</TableCell>
                <TableCell>
                  <ImportanceStars importance={article.importance} />
                </TableCell>
                <TableCell>
                  <StatusChip status={article.status} />
                </TableCell>
              </TableRow>
            ))}
            {!isPending && articles.length === 0 && <NoArticlesRow colSpan={COLUMNS.length} />}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
