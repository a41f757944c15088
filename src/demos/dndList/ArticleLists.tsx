import { useId } from 'react';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SortableContainer } from '../dnd/SortableContainer';
import { useMultiContainer } from '../dnd/useMultiContainer';
import type { DemoArticle } from '../shared/articles';
import { ArticleCard } from './ArticleCard';
import { SortableArticle } from './SortableArticle';

const LISTS = ['list', 'pool'] as const;

function describe(article: DemoArticle) {
  return article.title;
}

/** The two lists: the first articles in 'List', the others in 'Article pool'. */
export function ArticleLists({ articles, split = 5 }: { articles: DemoArticle[]; split?: number }) {
  const translate = useTranslate();
  const baseId = useId();
  const { containers, activeItem, contextProps } = useMultiContainer<DemoArticle>(
    { list: articles.slice(0, split), pool: articles.slice(split) },
    describe,
  );
  return (
    <DndContext {...contextProps}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        {LISTS.map((key) => (
          <Paper key={key} variant="outlined" sx={{ flex: 1, width: '100%', p: 2 }}>
            <Typography id={`${baseId}-${key}`} variant="h6" component="h2" gutterBottom>
              {translate(`demoWidgets.dndList.${key}`)}
            </Typography>
            <SortableContainer
              containerId={key}
              items={containers[key]}
              component="ul"
              aria-labelledby={`${baseId}-${key}`}
              sx={{ m: 0, p: 0, minHeight: 120 }}
            >
              {containers[key].map((article) => (
                <SortableArticle key={article.id} article={article} />
              ))}
              {containers[key].length === 0 && (
                <Typography component="li" color="text.secondary" sx={{ listStyle: 'none', p: 2, textAlign: 'center' }}>
                  {translate('demoWidgets.dndList.empty')}
                </Typography>
              )}
            </SortableContainer>
          </Paper>
        ))}
      </Stack>
      <DragOverlay>{activeItem ? <ArticleCard as="div" article={activeItem} lifted /> : null}</DragOverlay>
    </DndContext>
  );
}
