/**
 * The per-row buttons of the generic page: Show, Edit, Delete and the schema's row actions.
 * Rows are reused by position (PositionalBody), so a row gets a new record on every page, sort or
 * keystroke: the three fixed buttons keep the same props then (their handlers read the row's
 * current record) and are not rendered again; only what depends on the record is.
 */
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { holds } from '../../kernel/rules/conditions';
import type { ActionSchema, AnyRecord } from '../../kernel/types';
import { ActionButton, type ActionButtonProps } from '../actions/ActionButton';
import { RowMenu, type RowMenuItem } from './RowMenu';

const FixedButton = memo(Button);
const showIcon = <VisibilityIcon />;
const editIcon = <EditIcon />;
const deleteIcon = <DeleteIcon />;
// No margin after the last button: the column is no wider than its buttons.
const spaced = { mr: 1, '&:last-child': { mr: 0 } } as const;

export interface RowButtonsProps {
  record: AnyRecord;
  /** Labels of Show, Edit, Delete and the "more" menu; a missing handler leaves its button out. */
  labels: { show: string; edit: string; delete: string; more: string };
  /** One "more" menu instead of the buttons (a row without room for them). */
  compact?: boolean;
  onShow?: (record: AnyRecord) => void;
  onEdit?: (record: AnyRecord) => void;
  onDelete?: (record: AnyRecord) => void;
  /** Whether the user may change this record (the update grant's rows: their own, a condition); absent: every record. */
  mayChange?: (record: AnyRecord) => boolean;
  /** Whether the user may delete this record (the delete grant's rows); absent: every record. */
  mayDelete?: (record: AnyRecord) => boolean;
  actions: readonly ActionSchema[];
  actionProps: Pick<ActionButtonProps, 'schema' | 'patchRow' | 'openDialog'>;
}

export const RowButtons = memo(function RowButtons({ record, labels, compact = false, onShow, onEdit, onDelete, mayChange, mayDelete, actions, actionProps }: RowButtonsProps) {
  const current = useRef(record);
  useLayoutEffect(() => {
    current.current = record;
  });
  const show = useCallback(() => onShow?.(current.current), [onShow]);
  const edit = useCallback(() => onEdit?.(current.current), [onEdit]);
  const remove = useCallback(() => onDelete?.(current.current), [onDelete]);
  const changes = mayChange === undefined || mayChange(record);
  const deletes = mayDelete === undefined || mayDelete(record);
  const shownActions = actions
    .filter((action) => action.visibleWhen === undefined || holds(action.visibleWhen, record))
    .map((action) => (
      // Keyed by the record too: an action's confirm and progress belong to its record.
      <ActionButton key={`${action.name}:${String(record.id)}`} {...actionProps} action={action} record={record} />
    ));
  if (compact) {
    const items: RowMenuItem[] = [];
    if (onShow) items.push({ key: 'show', label: labels.show, icon: showIcon, onClick: show });
    if (onEdit && changes) items.push({ key: 'edit', label: labels.edit, icon: editIcon, onClick: edit });
    if (onDelete && deletes) items.push({ key: 'delete', label: labels.delete, icon: deleteIcon, onClick: remove, danger: true });
    return <RowMenu label={labels.more} items={items} extra={shownActions.length > 0 ? shownActions : undefined} />;
  }
  return (
    <>
      {onShow && (
        <FixedButton size="small" variant="outlined" startIcon={showIcon} onClick={show} sx={spaced}>
          {labels.show}
        </FixedButton>
      )}
      {onEdit && changes && (
        <FixedButton size="small" variant="contained" startIcon={editIcon} onClick={edit} sx={spaced}>
          {labels.edit}
        </FixedButton>
      )}
      {onDelete && deletes && (
        <FixedButton size="small" variant="contained" color="error" startIcon={deleteIcon} onClick={remove} sx={spaced}>
          {labels.delete}
        </FixedButton>
      )}
      {shownActions}
    </>
  );
});
