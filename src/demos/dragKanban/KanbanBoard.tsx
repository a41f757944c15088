import { useCallback } from 'react';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMultiContainer } from '../dnd/useMultiContainer';
import { COLUMNS, initialBoard, type KanbanCard } from './board';
import { KanbanCardView } from './KanbanCardView';
import { KanbanColumn } from './KanbanColumn';

export function KanbanBoard() {
  const translate = useTranslate();
  const describe = useCallback((card: KanbanCard) => translate(`demoWidgets.kanban.cards.${card.text}`), [translate]);
  const { containers, activeItem, contextProps } = useMultiContainer<KanbanCard>(initialBoard(), describe);
  return (
    <DndContext {...contextProps}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch">
        {COLUMNS.map((column) => (
          <KanbanColumn key={column} column={column} cards={containers[column]} />
        ))}
      </Stack>
      <DragOverlay>{activeItem ? <KanbanCardView as="div" card={activeItem} lifted /> : null}</DragOverlay>
    </DndContext>
  );
}
