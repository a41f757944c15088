import { useState } from 'react';
import { Avatar, Button } from '@mui/material';
import { Menu, MenuItem } from '../../components/LazyMenu';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { forgetVisitedViews } from '../store/tags';

/** The avatar dropdown: Dashboard, and Log Out (to /login?redirect={current full path}). */
export function AvatarMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        aria-label={translate('layout.navbar.profile')}
        aria-haspopup="menu"
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 0.5 }}
        endIcon={<ArrowDropDownIcon />}
      >
        <Avatar src={identity?.avatar} alt="" variant="rounded" sx={{ width: 34, height: 34 }}>
          {identity?.fullName?.[0]}
        </Avatar>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={Link} to="/dashboard" onClick={close}>
          {translate('route.dashboard')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            // Logging out closes every tag.
            forgetVisitedViews();
            void logout().then(forgetVisitedViews);
          }}
        >
          {translate('layout.navbar.logOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
