import { useCallback } from 'react';
import { DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Paper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reorder } from '../dnd/containers';
import { restrictToVerticalAxis } from '../dnd/modifiers';
import { useDndAccessibility } from '../dnd/useDndAccessibility';
import { useSortableSensors } from '../dnd/useSortableSensors';
import type { DragArticle } from './useDragTableArticles';
import { SortableRow } from './SortableRow';

const COLUMNS = ['id', 'date', 'title', 'author', 'importance', 'readings', 'status', 'drag'] as const;
const modifiers = [restrictToVerticalAxis];

interface DragTableProps {
  rows: DragArticle[];
  onReorder: (rows: DragArticle[]) => void;
}

/** The article table whose rows reorder by their drag handles. */
export function DragTable({ rows, onReorder }: DragTableProps) {
  const translate = useTranslate();
  const sensors = useSortableSensors();
  const describe = useCallback(
    (id: UniqueIdentifier) => translate('demoWidgets.dragTable.row', { id }),
    [translate],
  );
  const accessibility = useDndAccessibility(describe);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onReorder(reorder(rows, active.id, over.id));
  };
  return (
    <DndContext sensors={sensors} modifiers={modifiers} accessibility={accessibility} onDragEnd={onDragEnd}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'title' || column === 'author' || column === 'date' ? 'left' : 'center'}>
                  {translate(`demoWidgets.dragTable.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
              {rows.map((row) => (
                <SortableRow key={row.id} article={row} />
              ))}
            </SortableContext>
          </TableBody>
        </Table>
      </TableContainer>
    </DndContext>
  );
}
