/** The quick search of a list (in its filter values as `q`) and the refresh button beside it. */
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import type { FilterPatch } from '../filters/useFilterPatch';

/**
 * `pauseMs`: a server list asks after a pause in typing; a client list filters at once.
 * `initial`: the search the list had when the page opened (the input is uncontrolled).
 */
export function SearchBox({ patch, pauseMs, initial }: { patch: FilterPatch; pauseMs: number; initial: string }) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      variant="outlined"
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 260 } }}
      placeholder={translate('crud.search')}
      // Uncontrolled: the text shows at once; a client list follows in a transition.
      defaultValue={initial}
      onChange={(event) => patch({ q: event.target.value || undefined }, pauseMs)}
      slotProps={{
        htmlInput: { 'aria-label': translate('crud.search'), title: translate('crud.searchHint') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

SearchBox.Refresh = function Refresh({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('crud.refresh')}>
      <IconButton aria-label={translate('crud.refresh')} onClick={onClick}>
        <RefreshIcon />
      </IconButton>
    </Tooltip>
  );
};
