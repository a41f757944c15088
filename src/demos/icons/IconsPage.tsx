import { useMemo, useState } from 'react';
import { Box, InputAdornment, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNotify, useTranslate } from 'react-admin';
import { DemoCard } from '../shared/DemoCard';
import { filterIcons, snippetOf } from './filterIcons';
import { ICONS } from './iconList';
import { IconTile } from './IconTile';
import demoEditorsTexts from '../../kernel/texts/sections/demoEditors';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoEditorsTexts);

/** Icon page: a searchable grid of the app's icons; a click copies the usage snippet. */
export default function IconsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterIcons(ICONS, query), [query]);

  const copy = async (name: string) => {
    const snippet = snippetOf(name);
    try {
      await navigator.clipboard.writeText(snippet);
      notify('demoEditors.icons.copied', { type: 'success', messageArgs: { snippet } });
    } catch {
      notify('demoEditors.icons.copyFailed', { type: 'error', messageArgs: { snippet } });
    }
  };

  return (
    <DemoCard
      title="route.icons"
      intro="demoEditors.icons.intro"
      actions={
        <TextField
          type="search"
          size="small"
          label={translate('demoEditors.icons.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ width: { xs: '100%', sm: 280 }, flexShrink: 0 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
        {shown.length > 0
          ? translate('demoEditors.icons.count', { count: shown.length })
          : translate('demoEditors.icons.noMatch', { query })}
      </Typography>
      <Box
        component="ul"
        aria-label={translate('route.icons')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 1.5,
        }}
      >
        {shown.map((icon) => (
          <li key={icon.name}>
            <IconTile icon={icon} onCopy={(name) => void copy(name)} />
          </li>
        ))}
      </Box>
    </DemoCard>
  );
}
