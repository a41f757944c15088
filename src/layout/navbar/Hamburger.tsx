import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useTranslate } from 'react-admin';
import { toggleSidebar, useAppState } from '../store/app';

export function Hamburger() {
  const translate = useTranslate();
  const { opened, device, mobileOpen } = useAppState();
  const expanded = device === 'mobile' ? mobileOpen : opened;
  return (
    <IconButton aria-label={translate('layout.navbar.toggleSidebar')} aria-expanded={expanded} onClick={toggleSidebar} color="inherit">
      {expanded ? <MenuOpenIcon /> : <MenuIcon />}
    </IconButton>
  );
}
