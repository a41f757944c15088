/** The quick search of a list (in its filter values as `q`) and the refresh button beside it. */
import { memo, useEffect, useRef, type RefObject } from 'react';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import type { FilterPatch } from '../filters/useFilterPatch';

interface SearchBoxProps {
  patch: FilterPatch;
  pauseMs: number;
  initial: string;
}

/**
 * `pauseMs`: a server list asks after a pause in typing; a client list filters at once.
 * `initial`: the search the list had when the page opened (the input is uncontrolled).
 * The field itself does not read the list: a keystroke re-renders the table, not the field.
 */
export function SearchBox(props: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <SearchedValue input={input} />
      <SearchField {...props} input={input} />
    </>
  );
}

/**
 * A search set from elsewhere (a saved view, Clear filters) shows in the box; never while the user
 * types in it, where the list's value lags behind the pause.
 */
function SearchedValue({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const searched = String((useListContext().filterValues as Record<string, unknown> | undefined)?.q ?? '');
  useEffect(() => {
    const element = input.current;
    if (element && element !== document.activeElement && element.value !== searched) element.value = searched;
  }, [input, searched]);
  return null;
}

const SearchField = memo(function SearchField({ patch, pauseMs, initial, input }: SearchBoxProps & { input: RefObject<HTMLInputElement | null> }) {
  const translate = useTranslate();
  return (
    <TextField
      inputRef={input}
      size="small"
      variant="outlined"
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 260 } }}
      placeholder={translate('crud.search')}
      // Uncontrolled: the text shows at once, whenever the list follows.
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
});

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
