import { useSortable } from '@dnd-kit/sortable';
import { sortableStyle } from '../dnd/sortableStyle';
import type { DemoArticle } from '../shared/articles';
import { ArticleCard } from './ArticleCard';

/** An article that can be picked up (mouse anywhere on it, or keyboard when focused). */
export function SortableArticle({ article }: { article: DemoArticle }) {
  const sortable = useSortable({ id: article.id, attributes: { role: 'listitem' } });
  return (
    <ArticleCard
      ref={sortable.setNodeRef}
      article={article}
      style={sortableStyle(sortable)}
      {...sortable.attributes}
      {...sortable.listeners}
    />
  );
}
