import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { Dialog } from '@mui/material';
import { clampDelta, type Box, type Point } from '../dnd/clamp';
import { useDndAccessibility } from '../dnd/useDndAccessibility';
import { DialogPositionContext } from './dialogDragContext';
import { DraggablePaper } from './DraggablePaper';
import { boxOf, currentViewport } from './viewport';

interface DraggableDialogProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element naming the dialog (its DialogDragTitle). */
  labelledBy: string;
  children: ReactNode;
}

/** A modal dialog moved by its title bar, always kept inside the viewport. */
export function DraggableDialog({ open, onClose, labelledBy, children }: DraggableDialogProps) {
  const id = useId();
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const paperRef = useRef<HTMLDivElement | null>(null);
  const startBox = useRef<Box | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 2 } }),
    useSensor(KeyboardSensor),
  );
  const accessibility = useDndAccessibility(useCallback(() => document.getElementById(labelledBy)?.textContent ?? '', [labelledBy]));

  const moveBy = useCallback((delta: Point) => setOffset((current) => ({ x: current.x + delta.x, y: current.y + delta.y })), []);
  const keepInside = useCallback(
    (delta: Point) => (startBox.current ? clampDelta(delta, startBox.current, currentViewport()) : delta),
    [],
  );
  const modifiers = useMemo<Modifier[]>(() => [({ transform }) => ({ ...transform, ...keepInside(transform) })], [keepInside]);

  const position = useMemo(() => ({ id, offset, moveBy, paperRef }), [id, offset, moveBy]);

  const onDragStart = () => {
    startBox.current = paperRef.current ? boxOf(paperRef.current) : null;
  };
  const onDragEnd = ({ delta }: DragEndEvent) => {
    moveBy(keepInside(delta));
    startBox.current = null;
  };

  return (
    <DndContext
      sensors={sensors}
      modifiers={modifiers}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => (startBox.current = null)}
    >
      <DialogPositionContext.Provider value={position}>
        <Dialog
          open={open}
          onClose={onClose}
          aria-labelledby={labelledBy}
          maxWidth="sm"
          fullWidth
          slots={{ paper: DraggablePaper }}
        >
          {children}
        </Dialog>
      </DialogPositionContext.Provider>
    </DndContext>
  );
}
