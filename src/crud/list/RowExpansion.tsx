/**
 * The expand button cell and the expand panel row of a table row (DataTable's `expand`), for the
 * positional body. Unlike react-admin's own button (aria-hidden, out of the tab order) this one is
 * a keyboard-reachable button saying whether the row is open. The expanded ids are react-admin's
 * (`<resource>.datagrid.expanded`), so the header's 'expand all' works on them too. The panel is an
 * element (the generic page's), not a component.
 */
import type { ReactNode } from 'react';
import { Collapse, IconButton, TableCell, TableRow } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { DataTableClasses, useTranslate } from 'react-admin';
import type { Identifier } from '../../kernel/types';

export const expandPanelId = (resource: string, id: Identifier) => `${resource}-${String(id)}-expand`;

export function ExpandButtonCell({ resource, id, expanded, onToggle }: { resource: string; id: Identifier; expanded: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  return (
    <TableCell padding="none" className={DataTableClasses.expandIconCell}>
      <IconButton
        size="small"
        aria-label={translate(expanded ? 'ra.action.close' : 'ra.action.expand')}
        aria-expanded={expanded}
        aria-controls={expandPanelId(resource, id)}
        onClick={onToggle}
        // DataTable's own classes: pointing right when closed, down when open, as its 'expand all'.
        className={`${DataTableClasses.expandIcon}${expanded ? ` ${DataTableClasses.expanded}` : ''}`}
      >
        <ExpandMoreIcon fontSize="inherit" />
      </IconButton>
    </TableCell>
  );
}

export function ExpandPanelRow({ resource, id, expanded, expand, columns }: { resource: string; id: Identifier; expanded: boolean; expand: ReactNode; columns: number }) {
  return (
    <TableRow id={expandPanelId(resource, id)} className={DataTableClasses.expandRow}>
      <TableCell colSpan={columns} sx={{ py: 0, ...(expanded ? {} : { borderBottom: 'none' }) }}>
        <Collapse in={expanded} timeout="auto" unmountOnExit>
          {expand}
        </Collapse>
      </TableCell>
    </TableRow>
  );
}
