import { Box, ButtonBase, Tooltip } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { THEME_PRESETS, changeSetting, isColor } from '../store/settings';

/** Theme colour: a few presets and a free picker; applied at once to the whole MUI theme. */
export function ThemePicker({ value }: { value: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {THEME_PRESETS.map((color) => {
        const selected = color.toLowerCase() === value.toLowerCase();
        return (
          <Tooltip key={color} title={color}>
            <ButtonBase
              aria-label={translate('layout.settings.preset', { color })}
              aria-pressed={selected}
              onClick={() => changeSetting('theme', color)}
              sx={{ width: 26, height: 26, borderRadius: 1, bgcolor: color, color: '#fff' }}
            >
              {selected && <CheckIcon sx={{ fontSize: 18 }} />}
            </ButtonBase>
          </Tooltip>
        );
      })}
      <Box
        component="input"
        type="color"
        aria-label={translate('layout.settings.customColor')}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          if (isColor(event.target.value)) changeSetting('theme', event.target.value);
        }}
        sx={{ width: 34, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
      />
    </Box>
  );
}
