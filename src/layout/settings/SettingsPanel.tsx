import { Box, Divider, Drawer, FormControlLabel, IconButton, Switch, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { changeSetting, useSettings, type LayoutSettings } from '../store/settings';
import { ThemePicker } from './ThemePicker';

type Flag = 'tagsView' | 'fixedHeader' | 'sidebarLogo';
const FLAGS: Array<{ key: Flag; label: string }> = [
  { key: 'tagsView', label: 'layout.settings.tagsView' },
  { key: 'fixedHeader', label: 'layout.settings.fixedHeader' },
  { key: 'sidebarLogo', label: 'layout.settings.sidebarLogo' },
];

/** The settings panel: theme colour, tags view, fixed header, sidebar logo, dark mode. */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const settings: LayoutSettings = useSettings();
  const title = translate('layout.settings.title');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { width: { xs: '85vw', sm: 280 }, maxWidth: 320 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography component="h2" sx={{ flex: 1, fontWeight: 600, fontSize: '1rem' }}>
          {title}
        </Typography>
        <IconButton aria-label={translate('layout.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography sx={{ fontSize: '0.875rem' }}>{translate('layout.settings.theme')}</Typography>
        <ThemePicker value={settings.theme} />
        <Divider sx={{ my: 1 }} />
        {FLAGS.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            labelPlacement="start"
            sx={{ mx: 0, justifyContent: 'space-between' }}
            control={<Switch checked={settings[key]} onChange={(_, checked) => changeSetting(key, checked)} />}
            label={translate(label)}
          />
        ))}
        <FormControlLabel
          labelPlacement="start"
          sx={{ mx: 0, justifyContent: 'space-between' }}
          control={
            <Switch checked={settings.mode === 'dark'} onChange={(_, checked) => changeSetting('mode', checked ? 'dark' : 'light')} />
          }
          label={translate('layout.settings.darkMode')}
        />
      </Box>
    </Drawer>
  );
}
