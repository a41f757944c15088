import { useMemo } from 'react';
import { Box, Drawer, List } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useRouteTable } from '../../routes/routeTableContext';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../theme';
import { closeMobileSidebar, useAppState } from '../store/app';
import { useSettings } from '../store/settings';
import { useRoles } from '../../providers/useRoles';
import { useGrantee } from '../../providers/grantee';
import { buildMenu, openPathsFor } from './buildMenu';
import { CollapsedMenu } from './CollapsedMenu';
import { MenuTree } from './MenuTree';
import { SidebarLogo } from './SidebarLogo';
import { useOpenSubmenus } from './useOpenSubmenus';
import { sidebarActiveColor, sidebarColors } from './sidebarColors';

/**
 * The sidebar: the route table's menu for the user's roles. On a desktop it is open (210 px) or
 * collapsed to icons; on a mobile device it is a drawer with an overlay.
 */
export function Sidebar() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const roles = useRoles();
  const { opened, device, mobileOpen } = useAppState();
  const { sidebarLogo, mode, theme } = useSettings();
  const { routeTable } = useRouteTable();
  const { permissions } = useGrantee();
  const menu = useMemo(() => buildMenu(routeTable, roles, permissions), [routeTable, roles, permissions]);
  const openPaths = useMemo(() => openPathsFor(menu, pathname), [menu, pathname]);
  const submenus = useOpenSubmenus(openPaths);
  const colors = sidebarColors(mode);
  const mobile = device === 'mobile';
  const collapsed = !mobile && !opened;
  const width = collapsed ? SIDEBAR_CLOSED_WIDTH : SIDEBAR_WIDTH;

  const menuSx = {
    bgcolor: colors.background,
    color: colors.text,
    '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
    '& .MuiListItemButton-root:hover': { bgcolor: colors.hover },
    '& .submenu': { bgcolor: colors.submenu },
    '& .MuiListItemButton-root.Mui-selected, & .MuiListItemButton-root.Mui-selected:hover': {
      bgcolor: 'transparent',
      color: sidebarActiveColor(mode, theme),
    },
    '& .submenu .MuiListItemButton-root.Mui-selected': { bgcolor: colors.hover },
    '& .submenu-active': { color: '#f4f4f5' },
  };

  const content = (
    <Box
      component="nav"
      aria-label={translate('layout.sidebar')}
      sx={{ ...menuSx, height: '100%', display: 'flex', flexDirection: 'column', width, overflowX: 'hidden' }}
    >
      {sidebarLogo && <SidebarLogo collapsed={collapsed} />}
      <List disablePadding sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        {collapsed ? (
          <CollapsedMenu nodes={menu} pathname={pathname} popoverSx={menuSx} />
        ) : (
          <MenuTree
            nodes={menu}
            pathname={pathname}
            open={submenus.open}
            onToggle={submenus.toggle}
            onNavigate={mobile ? closeMobileSidebar : undefined}
          />
        )}
      </List>
    </Box>
  );

  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={closeMobileSidebar}
        ModalProps={{ keepMounted: false }}
        slotProps={{ paper: { sx: { border: 0, bgcolor: colors.background } } }}
      >
        {content}
      </Drawer>
    );
  }
  // The column stretches with the page (so full-page captures look right); the menu stays in view.
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-collapsed={collapsed}
      sx={{
        flexShrink: 0,
        width,
        transition: 'width 0.28s',
        bgcolor: colors.background,
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      <Box sx={{ position: 'sticky', top: 0, height: '100vh' }}>{content}</Box>
    </Box>
  );
}
