import { useSortable } from '@dnd-kit/sortable';
import { sortableStyle } from '../dnd/sortableStyle';
import type { KanbanCard } from './board';
import { KanbanCardView } from './KanbanCardView';

export function SortableCard({ card }: { card: KanbanCard }) {
  const sortable = useSortable({ id: card.id, attributes: { role: 'listitem' } });
  return (
    <KanbanCardView
      ref={sortable.setNodeRef}
      card={card}
      style={sortableStyle(sortable)}
      {...sortable.attributes}
      {...sortable.listeners}
    />
  );
}
