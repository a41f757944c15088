/** The article filter bar: title, importance, type, sort; Search, Add, Export; the reviewer toggle. */
import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { ARTICLE_TYPES } from '../../resources/article';

export interface ArticleFilterValues {
  title?: string;
  importance?: number;
  type?: string;
}

interface Props {
  filters: ArticleFilterValues;
  sortDesc: boolean;
  showReviewer: boolean;
  exporting: boolean;
  onSearch: (filters: ArticleFilterValues) => void;
  onSort: (desc: boolean) => void;
  onAdd: () => void;
  onExport: () => void;
  onReviewer: (shown: boolean) => void;
}

export function ArticleFilters({ filters, sortDesc, showReviewer, exporting, onSearch, onSort, onAdd, onExport, onReviewer }: Props) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<ArticleFilterValues>(filters);
  const search = (next: ArticleFilterValues = draft) => onSearch(next);

  return (
    <Box component="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 2 }}>
      <TextField
        size="small"
        label={translate('article.filterTitle')}
        value={draft.title ?? ''}
        onChange={(event) => setDraft({ ...draft, title: event.target.value || undefined })}
        onKeyDown={(event) => event.key === 'Enter' && search()}
        sx={{ width: 200 }}
      />
      <TextField
        select
        size="small"
        label={translate('article.filterImportance')}
        value={draft.importance ?? ''}
        onChange={(event) => {
          const next = { ...draft, importance: event.target.value === '' ? undefined : Number(event.target.value) };
          setDraft(next);
          search(next);
        }}
        sx={{ width: 110 }}
      >
        <MenuItem value="">—</MenuItem>
        {[1, 2, 3].map((level) => (
          <MenuItem key={level} value={level}>
            {level}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('article.filterType')}
        value={draft.type ?? ''}
        onChange={(event) => {
          const next = { ...draft, type: event.target.value || undefined };
          setDraft(next);
          search(next);
        }}
        sx={{ width: 140 }}
      >
        <MenuItem value="">—</MenuItem>
        {ARTICLE_TYPES.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {translate(type.name)}({type.id})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('article.sort')}
        value={sortDesc ? '-id' : '+id'}
        onChange={(event) => onSort(event.target.value === '-id')}
        sx={{ width: 150 }}
      >
        <MenuItem value="+id">{translate('article.sortAsc')}</MenuItem>
        <MenuItem value="-id">{translate('article.sortDesc')}</MenuItem>
      </TextField>
      <Button variant="contained" startIcon={<SearchIcon />} onClick={() => search()}>
        {translate('article.search')}
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        {translate('article.add')}
      </Button>
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={onExport} disabled={exporting} aria-busy={exporting}>
        {exporting ? translate('article.exporting') : translate('article.export')}
      </Button>
      <FormControlLabel
        control={<Checkbox checked={showReviewer} onChange={(event) => onReviewer(event.target.checked)} />}
        label={translate('article.reviewerToggle')}
      />
    </Box>
  );
}
