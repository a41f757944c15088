import { useState } from 'react';
import { List, ListItemButton, ListItemIcon, ListSubheader, Popover, Tooltip } from '@mui/material';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import { useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { isActivePath, type MenuNode } from './buildMenu';
import { MenuItemSlot, MenuTree } from './MenuTree';
import { useOpenSubmenus } from './useOpenSubmenus';

interface Props {
  nodes: readonly MenuNode[];
  pathname: string;
  popoverSx: object;
}

function CollapsedEntry({ node, pathname, popoverSx }: { node: MenuNode; pathname: string; popoverSx: object }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const submenus = useOpenSubmenus([]);
  const Icon = node.icon ?? CircleOutlined;
  const title = translate(node.title);
  const active = isActivePath(node.path, pathname);
  const icon = (
    <ListItemIcon>
      <Icon />
    </ListItemIcon>
  );
  if (!node.children) {
    return (
      <Tooltip title={title} placement="right">
        <ListItemButton
          component={NavLink}
          to={node.path}
          selected={active}
          aria-label={title}
          aria-current={active ? 'page' : undefined}
          className={active ? 'menu-active' : undefined}
          sx={{ minHeight: 50, justifyContent: 'center' }}
        >
          {icon}
        </ListItemButton>
      </Tooltip>
    );
  }
  return (
    <>
      <Tooltip title={title} placement="right">
        <ListItemButton
          aria-label={title}
          aria-haspopup="true"
          aria-expanded={anchor !== null}
          className={active ? 'submenu-active' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ minHeight: 50, justifyContent: 'center' }}
        >
          {icon}
        </ListItemButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { ...popoverSx, minWidth: 200 } } }}
      >
        <List
          disablePadding
          aria-label={title}
          subheader={
            <ListSubheader disableSticky sx={{ bgcolor: 'transparent', color: 'inherit', opacity: 0.7, lineHeight: '36px' }}>
              {title}
            </ListSubheader>
          }
        >
          <MenuTree
            nodes={node.children}
            pathname={pathname}
            open={submenus.open}
            onToggle={submenus.toggle}
            onNavigate={() => setAnchor(null)}
          />
        </List>
      </Popover>
    </>
  );
}

/** The sidebar collapsed to icons: tooltips for links, a flyout for submenus. */
export function CollapsedMenu({ nodes, pathname, popoverSx }: Props) {
  return (
    <>
      {nodes.map((node) => (
        <MenuItemSlot key={node.path}>
          <CollapsedEntry node={node} pathname={pathname} popoverSx={popoverSx} />
        </MenuItemSlot>
      ))}
    </>
  );
}
