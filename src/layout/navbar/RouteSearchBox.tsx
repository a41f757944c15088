/**
 * The open route search (its own chunk): the Autocomplete and the fuzzy index over the
 * route table, built when the search opens rather than with the layout.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useRouteTable } from '../../routes/routeTableContext';
import { useRoles } from '../../providers/useRoles';
import { useStoredPermissions } from '../../providers/grantee';
import { createRouteSearch, searchEntries, type SearchEntry } from './routeSearch';

export default function RouteSearchBox({ label, onClose }: { label: string; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const roles = useRoles();
  const permissions = useStoredPermissions();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { routeTable } = useRouteTable();
  // The titles are searched in the language on screen.
  const search = useMemo(
    () => createRouteSearch(searchEntries(routeTable, roles, translate, permissions)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [routeTable, roles, permissions, translate, locale],
  );
  const options = useMemo(() => search(query), [search, query]);

  // Opened from the search button: the box takes the focus.
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const close = () => {
    setQuery('');
    onClose();
  };

  return (
    <Autocomplete<SearchEntry, false, false, false>
      open={query.trim() !== ''}
      options={options}
      filterOptions={(found) => found}
      getOptionLabel={(option) => option.title.join(' > ')}
      getOptionKey={(option) => option.path}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      inputValue={query}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setQuery(value);
      }}
      value={null}
      onChange={(_, option) => {
        if (option) navigate(option.path);
        close();
      }}
      onBlur={close}
      noOptionsText={translate('layout.navbar.noMatch')}
      autoHighlight
      size="small"
      sx={{ width: { xs: 150, sm: 220 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input}
          variant="standard"
          margin="none"
          placeholder={label}
          slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': label } }}
        />
      )}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Box>
            <Box>{option.title.join(' > ')}</Box>
            <Box sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>{option.path}</Box>
          </Box>
        </li>
      )}
    />
  );
}
