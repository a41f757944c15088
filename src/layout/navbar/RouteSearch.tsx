import { Suspense, lazy, useState } from 'react';
import { Box, IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

// The box (Autocomplete, text field, fuse.js and the index) loads when the search is about to open:
// none of it is needed to draw the layout.
const loadBox = () => import('./RouteSearchBox');
const RouteSearchBox = lazy(loadBox);
const preload = () => {
  void loadBox().catch(() => undefined);
};

/** The navbar's route search: fuzzy over titles and paths, arrow keys to pick, Enter to go. */
export function RouteSearch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('layout.navbar.search');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton aria-label={label} color="inherit" onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <RouteSearchBox label={label} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
