import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Box, type BoxProps } from '@mui/material';
import type { Identified } from './containers';

interface SortableContainerProps extends Omit<BoxProps, 'ref' | 'id'> {
  /** The container's key: a drop target itself, so an empty container accepts items. */
  containerId: string;
  items: readonly Identified[];
  children: ReactNode;
}

/** One container of a multi-container sortable: a droppable box around a vertical sortable list. */
export function SortableContainer({ containerId, items, children, sx, ...box }: SortableContainerProps) {
  const { setNodeRef, isOver } = useDroppable({ id: containerId });
  return (
    <Box
      ref={setNodeRef}
      data-over={isOver || undefined}
      sx={[{ minHeight: 64 }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...box}
    >
      <SortableContext id={containerId} items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </Box>
  );
}
