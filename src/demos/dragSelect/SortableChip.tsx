import { useSortable } from '@dnd-kit/sortable';
import { Chip, type ChipProps } from '@mui/material';
import { sortableStyle } from '../dnd/sortableStyle';

/** A chosen value inside the select: drag it (mouse, or Space then arrow keys) to reorder. */
export function SortableChip({ id, ...chip }: ChipProps & { id: string }) {
  const sortable = useSortable({ id });
  const { onKeyDown, ...pointer } = sortable.listeners ?? {};
  return (
    <Chip
      ref={sortable.setNodeRef}
      {...chip}
      {...sortable.attributes}
      {...pointer}
      // A chip with a delete button is a ButtonBase, which cancels Space and Enter before its own
      // onKeyDown runs; dnd-kit ignores cancelled keys, so it listens in the capture phase.
      onKeyDownCapture={(event) => onKeyDown?.(event)}
      data-value={id}
      style={sortableStyle(sortable)}
      sx={{ cursor: 'grab', touchAction: 'none' }}
    />
  );
}
