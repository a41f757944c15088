/** The article table: sortable id, title with type tag, stars, readings, status badge, row actions. */
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  Rating,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../crud/format';
import { STATUS_COLOR, statusActions, type Article, type ArticleStatus } from './articleStatus';

interface Props {
  rows: Article[] | undefined;
  loading: boolean;
  sortDesc: boolean;
  showReviewer: boolean;
  onSortId: () => void;
  onEdit: (article: Article) => void;
  onStatus: (article: Article, status: ArticleStatus) => void;
  onReadings: (article: Article) => void;
}

const ACTION_LABEL: Record<ArticleStatus, string> = {
  published: 'article.publish',
  draft: 'article.toDraft',
  deleted: 'article.delete',
};
const ACTION_COLOR: Record<ArticleStatus, 'success' | 'inherit' | 'error'> = {
  published: 'success',
  draft: 'inherit',
  deleted: 'error',
};

export function ArticleTable({ rows, loading, sortDesc, showReviewer, onSortId, onEdit, onStatus, onReadings }: Props) {
  const translate = useTranslate();
  const typeName = (type: string) => translate(`article.type${type}`, { _: type });
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={translate('app.loading')} />}</Box>
      <Table size="small" aria-label={translate('route.articleList')} aria-busy={loading}>
        <TableHead>
          <TableRow>
            <TableCell sortDirection={sortDesc ? 'desc' : 'asc'} sx={{ width: 90 }}>
              <TableSortLabel active direction={sortDesc ? 'desc' : 'asc'} onClick={onSortId}>
                {translate('article.id')}
              </TableSortLabel>
            </TableCell>
            <TableCell sx={{ width: 170 }}>{translate('article.date')}</TableCell>
            <TableCell>{translate('article.title')}</TableCell>
            <TableCell>{translate('article.author')}</TableCell>
            {showReviewer && <TableCell>{translate('article.reviewer')}</TableCell>}
            <TableCell>{translate('article.importance')}</TableCell>
            <TableCell>{translate('article.readings')}</TableCell>
            <TableCell>{translate('article.status')}</TableCell>
            <TableCell>{translate('article.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={showReviewer ? 9 : 8} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {translate('article.noArticles')}
              </TableCell>
            </TableRow>
          )}
          {rows?.map((article) => (
            <TableRow key={article.id} hover data-testid={`article-row-${article.id}`}>
              <TableCell>{article.id}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(article.timestamp)}</TableCell>
              <TableCell>
                <Link component="button" type="button" underline="hover" onClick={() => onEdit(article)} sx={{ textAlign: 'left' }}>
                  {article.title}
                </Link>{' '}
                <Chip size="small" label={typeName(article.type)} sx={{ ml: 0.5 }} />
              </TableCell>
              <TableCell>{article.author}</TableCell>
              {showReviewer && <TableCell sx={{ color: 'error.main' }}>{article.reviewer}</TableCell>}
              <TableCell>
                <Rating value={article.importance} max={3} readOnly size="small" aria-label={`${translate('article.importanceFull')} ${article.importance}`} />
              </TableCell>
              <TableCell>
                <Link component="button" type="button" onClick={() => onReadings(article)}>
                  {article.pageviews}
                </Link>
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={STATUS_COLOR[article.status]} label={translate(`article.${article.status}`)} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" variant="contained" onClick={() => onEdit(article)} sx={{ mr: 0.5 }}>
                  {translate('article.edit')}
                </Button>
                {statusActions(article.status).map((target) => (
                  <Button
                    key={target}
                    size="small"
                    variant="outlined"
                    color={ACTION_COLOR[target]}
                    onClick={() => onStatus(article, target)}
                    sx={{ mr: 0.5 }}
                  >
                    {translate(ACTION_LABEL[target])}
                  </Button>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
