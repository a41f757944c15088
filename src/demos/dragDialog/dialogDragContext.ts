import { createContext, useContext, type RefObject } from 'react';
import type { DraggableSyntheticListeners, DraggableAttributes } from '@dnd-kit/core';
import type { Point } from '../dnd/clamp';

/** Shared between the dialog (owner of the position) and its paper (the moved element). */
export interface DialogPosition {
  id: string;
  offset: Point;
  /** Adds a move, already kept inside the viewport. */
  moveBy: (delta: Point) => void;
  paperRef: RefObject<HTMLDivElement | null>;
}

export const DialogPositionContext = createContext<DialogPosition | null>(null);

/** What the title bar needs to start a drag: pointer on the bar, keyboard on its handle. */
export interface DialogHandle {
  listeners: DraggableSyntheticListeners;
  attributes: DraggableAttributes;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

export const DialogHandleContext = createContext<DialogHandle | null>(null);

export function useDialogPosition(): DialogPosition {
  const value = useContext(DialogPositionContext);
  if (!value) throw new Error('useDialogPosition must be used inside a DraggableDialog');
  return value;
}
