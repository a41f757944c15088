import { Button, Stack, TableCell, TableRow, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { ImportanceStars, StatusChip } from '../shared/ArticleCells';
import type { DemoArticle } from '../shared/articles';
import { formatDateTime } from '../../crud/format';
import type { TitleEdit } from './titleEdits';

export interface ArticleEditRowProps {
  article: DemoArticle;
  title: string;
  edit: TitleEdit | undefined;
  onStart: () => void;
  onChange: (draft: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** One article: its title becomes an input with OK and cancel while editing (Enter = OK, Escape = cancel). */
export function ArticleEditRow({ article, title, edit, onStart, onChange, onConfirm, onCancel }: ArticleEditRowProps) {
  const translate = useTranslate();
  const editing = !!edit?.editing;
  const blank = editing && edit.draft.trim() === '';
  return (
    <TableRow hover data-testid={`article-row-${article.id}`}>
      <TableCell align="center">{article.id}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(article.timestamp, 'yyyy-MM-dd HH:mm')}</TableCell>
      <TableCell>{article.author}</TableCell>
      <TableCell>
        <ImportanceStars importance={article.importance} />
      </TableCell>
      <TableCell>
        <StatusChip status={article.status} />
      </TableCell>
      <TableCell sx={{ minWidth: 280, py: editing ? 0.5 : undefined }}>
        {editing ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              variant="outlined"
              size="small"
              fullWidth
              hiddenLabel
              sx={{ '& .MuiInputBase-input': { py: 0.75 } }}
              autoFocus
              value={edit.draft}
              error={blank}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onConfirm();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  event.stopPropagation();
                  onCancel();
                }
              }}
              slotProps={{ htmlInput: { 'aria-label': translate('demoCharts.inlineEdit.titleInput', { id: article.id }) } }}
            />
            <Button
              size="small"
              color="warning"
              variant="contained"
              startIcon={<CloseIcon />}
              onClick={onCancel}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              {translate('demoCharts.inlineEdit.cancel')}
            </Button>
          </Stack>
        ) : (
          title
        )}
      </TableCell>
      <TableCell align="center">
        {editing ? (
          <Button size="small" color="success" variant="contained" startIcon={<CheckIcon />} disabled={blank} onClick={onConfirm}>
            {translate('demoCharts.inlineEdit.ok')}
          </Button>
        ) : (
          <Button size="small" variant="contained" startIcon={<EditIcon />} onClick={onStart}>
            {translate('demoCharts.inlineEdit.edit')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
