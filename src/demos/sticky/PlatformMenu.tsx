import { Checkbox, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DropdownButton } from '../shared/DropdownButton';
import { PLATFORMS, togglePlatform, type PlatformKey } from './platforms';

interface PlatformMenuProps {
  value: PlatformKey[];
  onChange: (value: PlatformKey[]) => void;
}

/** 'Platform' dropdown of checkboxes. */
export function PlatformMenu({ value, onChange }: PlatformMenuProps) {
  const translate = useTranslate();
  return (
    <DropdownButton label={translate('demoWidgets.sticky.platform')} popup="menu">
      {(popup) => (
        <Menu {...popup}>
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
      )}
    </DropdownButton>
  );
}
