import { useState } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Checkbox, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PLATFORMS, togglePlatform, type PlatformKey } from './platforms';

interface PlatformMenuProps {
  value: PlatformKey[];
  onChange: (value: PlatformKey[]) => void;
}

/** 'Platform' dropdown of checkboxes. */
export function PlatformMenu({ value, onChange }: PlatformMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ bgcolor: 'background.paper', color: 'text.primary' }}
      >
        {translate('demoWidgets.sticky.platform')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {PLATFORMS.map((platform) => {
          const checked = value.includes(platform.key);
          return (
            <MenuItem
              key={platform.key}
              role="menuitemcheckbox"
              aria-checked={checked}
              dense
              onClick={() => onChange(togglePlatform(value, platform.key))}
            >
              <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} />
              <ListItemText primary={translate(`demoWidgets.sticky.platforms.${platform.key}`)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
