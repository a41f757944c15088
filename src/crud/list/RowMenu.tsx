/**
 * The per-row buttons folded into one "more" button where a row has no room for them (a narrow
 * card, a phone): a menu of Show, Edit, Delete and the row's actions, opened by click, Enter or
 * Space, walked with the arrow keys (MUI's Menu).
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreIcon from '@mui/icons-material/MoreVert';

export interface RowMenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
}

export interface RowMenuProps {
  /** The button's accessible name ("More actions"). */
  label: string;
  items: readonly RowMenuItem[];
  /** The schema's row actions, as their own buttons (they ask and run themselves). */
  extra?: ReactNode;
}

export function RowMenu({ label, items, extra }: RowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      {/* Kept mounted: an action's confirm and progress live in its button. */}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} keepMounted={extra !== undefined}>
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              close();
              item.onClick();
            }}
            sx={item.danger ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={item.danger ? { color: 'error.main' } : undefined}>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
        {extra && <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5, px: 1, pt: 0.5 }}>{extra}</Box>}
      </Menu>
    </>
  );
}
