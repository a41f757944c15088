import { useCallback, useRef, type KeyboardEvent } from 'react';
import { DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { moveValue } from '../dnd/moveValue';
import { useDndAccessibility } from '../dnd/useDndAccessibility';
import { useSortableSensors } from '../dnd/useSortableSensors';
import { FRUITS, type Fruit } from './fruits';
import { SortableChip } from './SortableChip';

interface DragSelectProps {
  value: Fruit[];
  onChange: (value: Fruit[]) => void;
}

/** A multi-select whose chosen values (the chips in the field) reorder by drag. */
export function DragSelect({ value, onChange }: DragSelectProps) {
  const translate = useTranslate();
  const name = useCallback((fruit: UniqueIdentifier) => translate(`demoWidgets.fruits.${fruit}`), [translate]);
  const sensors = useSortableSensors();
  const accessibility = useDndAccessibility(name);
  const dragging = useRef(false);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    dragging.current = false;
    if (over) onChange(moveValue(value, String(active.id), String(over.id)));
  };

  // While a chip is dragged with the keyboard, its keys are dnd-kit's, not the select's.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (dragging.current) event.defaultMuiPrevented = true;
  };

  return (
    <DndContext
      sensors={sensors}
      accessibility={accessibility}
      onDragStart={() => (dragging.current = true)}
      onDragEnd={onDragEnd}
      onDragCancel={() => (dragging.current = false)}
    >
      <Autocomplete<Fruit, true, false, false>
        multiple
        disableCloseOnSelect
        options={FRUITS}
        value={value}
        onChange={(_event, next) => onChange(next)}
        getOptionLabel={name}
        onKeyDown={onKeyDown}
        renderValue={(chosen, getItemProps) => (
          <SortableContext items={chosen} strategy={rectSortingStrategy}>
            {chosen.map((fruit, index) => {
              const { key: _key, ...itemProps } = getItemProps({ index });
              return <SortableChip key={fruit} id={fruit} label={name(fruit)} size="small" {...itemProps} />;
            })}
          </SortableContext>
        )}
        renderInput={(params) => <TextField {...params} label={translate('demoWidgets.dragSelect.label')} />}
        sx={{ maxWidth: 560 }}
      />
    </DndContext>
  );
}
