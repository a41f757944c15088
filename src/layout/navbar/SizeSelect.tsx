import { useState } from 'react';
import { IconButton } from '@mui/material';
import { Menu, MenuItem } from '../../components/LazyMenu';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { useNotify, useTranslate } from 'react-admin';
import { UI_SIZES, changeSetting, useSettings, type UiSize } from '../store/settings';

/** The UI size: resizes MUI components app-wide through the theme; kept in the size cookie. */
export function SizeSelect() {
  const translate = useTranslate();
  const notify = useNotify();
  const { size } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (next: UiSize) => {
    setAnchor(null);
    changeSetting('size', next);
    notify('layout.size.switched', { type: 'success' });
  };
  return (
    <>
      <IconButton
        aria-label={translate('layout.size.title')}
        aria-haspopup="menu"
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <FormatSizeIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {UI_SIZES.map((option) => (
          <MenuItem key={option} selected={option === size} disabled={option === size} onClick={() => choose(option)}>
            {translate(`layout.size.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
