import { memo, type ReactNode } from 'react';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { isActivePath, type MenuNode } from './buildMenu';

interface TreeProps {
  nodes: readonly MenuNode[];
  pathname: string;
  depth?: number;
  /** Paths of the open submenus. */
  open: ReadonlySet<string>;
  onToggle: (path: string) => void;
  onNavigate?: () => void;
}

const indent = (depth: number) => 2 + depth * 2;
const submenuId = (path: string) => `submenu-${path.replace(/[^a-z0-9]+/gi, '-')}`;
const NONE_OPEN: ReadonlySet<string> = new Set();

/** Whether the page is the node's or one below it: only such entries need the pathname. */
const leadsTo = (node: MenuNode, pathname: string): boolean =>
  isActivePath(node.path, pathname) || (node.children?.some((child) => leadsTo(child, pathname)) ?? false);
/** Only submenus with submenus inside need the open set (the others skip rendering when it changes). */
const holdsSubmenus = (node: MenuNode) => node.children?.some((child) => child.children) ?? false;

/** One entry of a menu list: a list item around the link or the submenu (lists hold only items). */
export function MenuItemSlot({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

/** An entry's icon and translated title. */
function EntryLabel({ node }: { node: MenuNode }) {
  const translate = useTranslate();
  const Icon = node.icon;
  return (
    <>
      {Icon && (
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
      )}
      <ListItemText primary={translate(node.title)} />
    </>
  );
}

const MenuLeaf = memo(function MenuLeaf({
  node,
  depth,
  active,
  onNavigate,
}: {
  node: MenuNode;
  depth: number;
  active: boolean;
  onNavigate?: () => void;
}) {
  return (
    <MenuItemSlot>
      <ListItemButton
        component={NavLink}
        to={node.path}
        onClick={onNavigate}
        selected={active}
        aria-current={active ? 'page' : undefined}
        className={active ? 'menu-active' : undefined}
        sx={{ pl: indent(depth), minHeight: 50 }}
      >
        <EntryLabel node={node} />
      </ListItemButton>
    </MenuItemSlot>
  );
});

const SubMenuHeader = memo(function SubMenuHeader({
  node,
  depth,
  open,
  active,
  onToggle,
}: {
  node: MenuNode;
  depth: number;
  open: boolean;
  active: boolean;
  onToggle: (path: string) => void;
}) {
  return (
    <ListItemButton
      onClick={() => onToggle(node.path)}
      aria-expanded={open}
      aria-controls={submenuId(node.path)}
      className={active ? 'submenu-active' : undefined}
      sx={{ pl: indent(depth), minHeight: 50 }}
    >
      <EntryLabel node={node} />
      {open ? <ExpandLess /> : <ExpandMore />}
    </ListItemButton>
  );
});

const SubMenu = memo(function SubMenu({
  node,
  depth,
  pathname,
  expanded,
  open,
  onToggle,
  onNavigate,
}: Omit<TreeProps, 'nodes'> & { node: MenuNode; depth: number; expanded: boolean }) {
  return (
    <MenuItemSlot>
      <SubMenuHeader
        node={node}
        depth={depth}
        open={expanded}
        active={isActivePath(node.path, pathname)}
        onToggle={onToggle}
      />
      <Collapse in={expanded} timeout="auto" unmountOnExit id={submenuId(node.path)}>
        <List disablePadding className="submenu">
          <MenuTree
            nodes={node.children ?? []}
            pathname={pathname}
            depth={depth + 1}
            open={open}
            onToggle={onToggle}
            onNavigate={onNavigate}
          />
        </List>
      </Collapse>
    </MenuItemSlot>
  );
});

/**
 * The menu as nested lists; submenus open and close, leaves are router links. Each entry gets only
 * what concerns it (is it active, is it open), so a navigation redraws the two entries it changes
 * and not the whole menu.
 */
export function MenuTree({ nodes, pathname, depth = 0, open, onToggle, onNavigate }: TreeProps) {
  return nodes.map((node) =>
    node.children ? (
      <SubMenu
        key={node.path}
        node={node}
        depth={depth}
        pathname={leadsTo(node, pathname) ? pathname : ''}
        expanded={open.has(node.path)}
        open={holdsSubmenus(node) ? open : NONE_OPEN}
        onToggle={onToggle}
        onNavigate={onNavigate}
      />
    ) : (
      <MenuLeaf
        key={node.path}
        node={node}
        depth={depth}
        active={isActivePath(node.path, pathname)}
        onNavigate={onNavigate}
      />
    ),
  );
}
