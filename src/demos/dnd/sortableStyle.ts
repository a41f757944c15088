import type { CSSProperties } from 'react';
import type { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

type Sortable = Pick<ReturnType<typeof useSortable>, 'transform' | 'transition' | 'isDragging'>;

/** Inline style of a sortable item: follows the drag, and the picked-up item is lifted and faded. */
export function sortableStyle({ transform, transition, isDragging }: Sortable): CSSProperties {
  return {
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.6 : undefined,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
  };
}
