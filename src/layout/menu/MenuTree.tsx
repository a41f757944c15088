import type { ReactNode } from 'react';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { isActivePath, type MenuNode } from './buildMenu';
import type { OpenSubmenus } from './useOpenSubmenus';

interface TreeProps {
  nodes: readonly MenuNode[];
  pathname: string;
  depth?: number;
  submenus: OpenSubmenus;
  onNavigate?: () => void;
}

const indent = (depth: number) => 2 + depth * 2;

function MenuLeaf({ node, pathname, depth, onNavigate }: { node: MenuNode; pathname: string; depth: number; onNavigate?: () => void }) {
  const translate = useTranslate();
  const Icon = node.icon;
  const active = isActivePath(node.path, pathname);
  return (
    <ListItemButton
      component={NavLink}
      to={node.path}
      onClick={onNavigate}
      selected={active}
      aria-current={active ? 'page' : undefined}
      className={active ? 'menu-active' : undefined}
      sx={{ pl: indent(depth), minHeight: 50 }}
    >
      {Icon && (
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
      )}
      <ListItemText primary={translate(node.title)} />
    </ListItemButton>
  );
}

function SubMenu({ node, pathname, depth, submenus, onNavigate }: TreeProps & { node: MenuNode; depth: number }) {
  const translate = useTranslate();
  const open = submenus.isOpen(node.path);
  const Icon = node.icon;
  const id = `submenu-${node.path.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <>
      <ListItemButton
        onClick={() => submenus.toggle(node.path)}
        aria-expanded={open}
        aria-controls={id}
        className={isActivePath(node.path, pathname) ? 'submenu-active' : undefined}
        sx={{ pl: indent(depth), minHeight: 50 }}
      >
        {Icon && (
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
        )}
        <ListItemText primary={translate(node.title)} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit id={id}>
        <List disablePadding className="submenu">
          <MenuTree
            nodes={node.children ?? []}
            pathname={pathname}
            depth={depth + 1}
            submenus={submenus}
            onNavigate={onNavigate}
          />
        </List>
      </Collapse>
    </>
  );
}

/** One entry of a menu list: a list item around the link or the submenu (lists hold only items). */
export function MenuItemSlot({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

/** The menu as nested lists; submenus open and close, leaves are router links. */
export function MenuTree({ nodes, pathname, depth = 0, submenus, onNavigate }: TreeProps) {
  return (
    <>
      {nodes.map((node) => (
        <MenuItemSlot key={node.path}>
          {node.children ? (
            <SubMenu nodes={nodes} node={node} pathname={pathname} depth={depth} submenus={submenus} onNavigate={onNavigate} />
          ) : (
            <MenuLeaf node={node} pathname={pathname} depth={depth} onNavigate={onNavigate} />
          )}
        </MenuItemSlot>
      ))}
    </>
  );
}
