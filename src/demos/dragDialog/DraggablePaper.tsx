import { useEffect, useMemo, type Ref } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Paper, useForkRef, type PaperProps } from '@mui/material';
import { clampDelta } from '../dnd/clamp';
import { DialogHandleContext, useDialogPosition } from './dialogDragContext';
import { boxOf, currentViewport } from './viewport';

/** The dialog's paper, moved by its title bar; put back inside the window when the window shrinks. */
export function DraggablePaper({ ref, style, children, ...props }: PaperProps & { ref?: Ref<HTMLDivElement> }) {
  const { id, offset, moveBy, paperRef } = useDialogPosition();
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform } = useDraggable({ id });
  const forkedRef = useForkRef(ref, paperRef, setNodeRef);

  useEffect(() => {
    const keepInside = () => {
      if (!paperRef.current) return;
      const delta = clampDelta({ x: 0, y: 0 }, boxOf(paperRef.current), currentViewport());
      if (delta.x !== 0 || delta.y !== 0) moveBy(delta);
    };
    keepInside();
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, [paperRef, moveBy]);

  const handle = useMemo(
    () => ({ listeners, attributes, setActivatorNodeRef }),
    [listeners, attributes, setActivatorNodeRef],
  );
  const x = offset.x + (transform?.x ?? 0);
  const y = offset.y + (transform?.y ?? 0);
  return (
    <Paper ref={forkedRef} {...props} style={{ ...style, transform: `translate3d(${x}px, ${y}px, 0)` }}>
      <DialogHandleContext.Provider value={handle}>{children}</DialogHandleContext.Provider>
    </Paper>
  );
}
