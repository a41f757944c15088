/**
 * The pager of every table: total, sizes, prev, pager, next, jumper.
 * Each part is drawn again only when what it shows changes: a keystroke of the quick search changes
 * the total and the pages, not the size select (with its closed menu) nor the jumper.
 */
import { memo, useState, type KeyboardEvent } from 'react';
import { Box, MenuItem, Pagination, Select, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useStableCallback } from '../utils/useStableCallback';

export const PAGE_SIZES = [10, 20, 30, 50];

export interface PagerProps {
  total: number;
  page: number;
  perPage: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  sizes?: number[];
}

const pagerSx = { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, py: 1.5, px: 1 } as const;
const jumperSx = { display: 'flex', alignItems: 'center', gap: 1 } as const;
const sizeSelectSx = { minWidth: 110 } as const;

/** Memoised: it re-renders only when its figures (or handlers) change, not with every list render. */
export const Pager = memo(function Pager({ total, page, perPage, setPage, setPerPage, sizes = PAGE_SIZES }: PagerProps) {
  const translate = useTranslate();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const jumpTo = useStableCallback((target: number) => setPage(Math.min(pages, Math.max(1, target))));
  const turnTo = useStableCallback((_: unknown, next: number) => setPage(next));
  return (
    <Box component="nav" aria-label="pagination" sx={pagerSx}>
      <Typography variant="body2" color="text.secondary" data-testid="pager-total">
        {translate('crud.total', { total })}
      </Typography>
      <PageSizeSelect perPage={perPage} sizes={sizes} setPerPage={setPerPage} />
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={turnTo}
        color="primary"
        shape="rounded"
        siblingCount={1}
        showFirstButton={false}
        showLastButton={false}
      />
      <Jumper onJump={jumpTo} />
    </Box>
  );
});

const PageSizeSelect = memo(function PageSizeSelect({ perPage, sizes, setPerPage }: { perPage: number; sizes: number[]; setPerPage: (perPage: number) => void }) {
  const translate = useTranslate();
  // A schema's own perPage (e.g. 4) is one of the choices, so the select shows it.
  const choices = sizes.includes(perPage) ? sizes : [...sizes, perPage].sort((a, b) => a - b);
  return (
    <Select
      size="small"
      variant="outlined"
      value={perPage}
      onChange={(event) => setPerPage(Number(event.target.value))}
      inputProps={{ 'aria-label': translate('crud.rowsPerPage') }}
      sx={sizeSelectSx}
    >
      {choices.map((size) => (
        <MenuItem key={size} value={size}>
          {translate('crud.perPage', { size })}
        </MenuItem>
      ))}
    </Select>
  );
});

/** "Go to [ ] Page": Enter goes to the page typed (kept within the pages by `onJump`). */
const Jumper = memo(function Jumper({ onJump }: { onJump: (page: number) => void }) {
  const translate = useTranslate();
  const [jump, setJump] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const target = Number.parseInt(jump, 10);
    if (Number.isFinite(target)) onJump(target);
    setJump('');
  };
  return (
    <Box sx={jumperSx}>
      <Typography variant="body2" color="text.secondary">
        {translate('crud.goTo')}
      </Typography>
      <TextField
        size="small"
        variant="outlined"
        fullWidth={false}
        value={jump}
        onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { 'aria-label': translate('crud.goTo'), inputMode: 'numeric', style: { width: 48, textAlign: 'center' } } }}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('crud.page')}
      </Typography>
    </Box>
  );
});
