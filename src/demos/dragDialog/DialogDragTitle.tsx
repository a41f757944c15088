import { useContext, type ReactNode } from 'react';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DialogHandleContext } from './dialogDragContext';

/**
 * Title bar of a draggable dialog: the mouse drags anywhere on it; the keyboard uses its handle
 * (Space or Enter to pick up, arrow keys to move, Space or Enter to drop, Escape to cancel).
 */
export function DialogDragTitle({ id, children }: { id: string; children: ReactNode }) {
  const translate = useTranslate();
  const handle = useContext(DialogHandleContext);
  return (
    <Box
      data-testid="dialog-title-bar"
      onPointerDown={(event) => handle?.listeners?.onPointerDown?.(event)}
      sx={{ display: 'flex', alignItems: 'center', cursor: 'move', userSelect: 'none', pr: 2, touchAction: 'none' }}
    >
      <DialogTitle id={id} sx={{ flex: 1 }}>
        {children}
      </DialogTitle>
      <Box
        component="span"
        ref={handle?.setActivatorNodeRef}
        {...handle?.attributes}
        aria-label={translate('demoWidgets.dragDialog.move')}
        onKeyDown={(event) => handle?.listeners?.onKeyDown?.(event)}
        sx={{
          display: 'inline-flex',
          p: 0.5,
          borderRadius: 1,
          color: 'text.secondary',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <DragIndicatorIcon fontSize="small" />
      </Box>
    </Box>
  );
}
