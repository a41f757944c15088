/**
 * "See as this role": the sidebar that role would get, computed by the menu's own code with the
 * role's permissions deciding the resources' pages (a list by read, a create page by create). Entries are not links: nobody is signed in
 * as the role, and the preview goes nowhere.
 */
import { useMemo } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RolePermissions } from '../../../kernel/access/rolePermissions';
import { buildMenu, type MenuNode } from '../../../layout/menu/buildMenu';
import { sidebarColors } from '../../../layout/menu/sidebarColors';
import { useSettings } from '../../../layout/store/settings';
import { useRouteTable } from '../../../routes/routeTableContext';

function PreviewEntries({ nodes, depth }: { nodes: readonly MenuNode[]; depth: number }) {
  const translate = useTranslate();
  return (
    <List disablePadding dense={depth > 0}>
      {nodes.map((node) => {
        const Icon = node.icon;
        return (
          <ListItem key={node.path} disablePadding sx={{ display: 'block' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', pl: 2 + depth * 2, pr: 2, minHeight: depth > 0 ? 40 : 48 }}>
              {Icon && (
                <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
                  <Icon />
                </ListItemIcon>
              )}
              <ListItemText primary={translate(node.title)} />
            </Box>
            {node.children && <PreviewEntries nodes={node.children} depth={depth + 1} />}
          </ListItem>
        );
      })}
    </List>
  );
}

interface MenuPreviewDialogProps {
  role: string;
  permissions: RolePermissions;
  onClose: () => void;
}

export function MenuPreviewDialog({ role, permissions, onClose }: MenuPreviewDialogProps) {
  const translate = useTranslate();
  const { routeTable } = useRouteTable();
  const { mode } = useSettings();
  const colors = sidebarColors(mode);
  // The rules on the page stand for the role's stored ones: the one evaluation then decides as it will once saved.
  const menu = useMemo(() => buildMenu(routeTable, [role], { [role]: permissions }), [routeTable, role, permissions]);
  const titleId = 'menu-preview-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{translate('rolePermissions.previewTitle', { key: role })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{translate('rolePermissions.previewHint')}</DialogContentText>
        <Box component="nav" aria-label={translate('rolePermissions.previewTitle', { key: role })} sx={{ bgcolor: colors.background, color: colors.text, borderRadius: 1, py: 1 }}>
          {menu.length === 0 ? (
            <Box sx={{ px: 2, py: 1 }}>{translate('rolePermissions.previewEmpty')}</Box>
          ) : (
            <PreviewEntries nodes={menu} depth={0} />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('rolePermissions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
