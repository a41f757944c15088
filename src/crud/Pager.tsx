/**
 * The pager of every table: total, sizes, prev, pager, next, jumper.
 */
import { memo, useState, type KeyboardEvent } from 'react';
import { Box, MenuItem, Pagination, Select, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const PAGE_SIZES = [10, 20, 30, 50];

export interface PagerProps {
  total: number;
  page: number;
  perPage: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  sizes?: number[];
}

/** Memoised: it re-renders only when its figures (or handlers) change, not with every list render. */
export const Pager = memo(function Pager({ total, page, perPage, setPage, setPerPage, sizes = PAGE_SIZES }: PagerProps) {
  const translate = useTranslate();
  const pages = Math.max(1, Math.ceil(total / perPage));
  // A schema's own perPage (e.g. 4) is one of the choices, so the select shows it.
  const choices = sizes.includes(perPage) ? sizes : [...sizes, perPage].sort((a, b) => a - b);
  const [jump, setJump] = useState('');

  const onJump = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const target = Number.parseInt(jump, 10);
    if (Number.isFinite(target)) setPage(Math.min(pages, Math.max(1, target)));
    setJump('');
  };

  return (
    <Box
      component="nav"
      aria-label="pagination"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, py: 1.5, px: 1 }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="pager-total">
        {translate('crud.total', { total })}
      </Typography>
      <Select
        size="small"
        variant="outlined"
        value={perPage}
        onChange={(event) => setPerPage(Number(event.target.value))}
        inputProps={{ 'aria-label': translate('crud.rowsPerPage') }}
        sx={{ minWidth: 110 }}
      >
        {choices.map((size) => (
          <MenuItem key={size} value={size}>
            {translate('crud.perPage', { size })}
          </MenuItem>
        ))}
      </Select>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_, next) => setPage(next)}
        color="primary"
        shape="rounded"
        siblingCount={1}
        showFirstButton={false}
        showLastButton={false}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('crud.goTo')}
        </Typography>
        <TextField
          size="small"
          variant="outlined"
          fullWidth={false}
          value={jump}
          onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
          onKeyDown={onJump}
          slotProps={{ htmlInput: { 'aria-label': translate('crud.goTo'), inputMode: 'numeric', style: { width: 48, textAlign: 'center' } } }}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('crud.page')}
        </Typography>
      </Box>
    </Box>
  );
});
