import { useSortable } from '@dnd-kit/sortable';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { sortableStyle } from '../dnd/sortableStyle';
import { ImportanceStars, StatusChip } from '../shared/ArticleCells';
import { formatDateTime } from '../../crud/format';
import type { DragArticle } from './useDragTableArticles';

/** One article row, dragged by its handle (mouse, or Space then arrow keys). */
export function SortableRow({ article }: { article: DragArticle }) {
  const translate = useTranslate();
  const sortable = useSortable({ id: article.id });
  return (
    <TableRow
      ref={sortable.setNodeRef}
      style={sortableStyle(sortable)}
      data-id={article.id}
      hover
      sx={sortable.isDragging ? { bgcolor: 'background.paper' } : undefined}
    >
      <TableCell align="center">{article.id}</TableCell>
      <TableCell>{formatDateTime(article.timestamp, 'yyyy-MM-dd HH:mm')}</TableCell>
      <TableCell>{article.title}</TableCell>
      <TableCell>{article.author}</TableCell>
      <TableCell align="center">
        <ImportanceStars importance={article.importance} />
      </TableCell>
      <TableCell align="center">{article.pageviews}</TableCell>
      <TableCell align="center">
        <StatusChip status={article.status} />
      </TableCell>
      <TableCell align="center">
        <IconButton
          ref={sortable.setActivatorNodeRef}
          size="small"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={translate('demoWidgets.dragTable.handle', { id: article.id })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
