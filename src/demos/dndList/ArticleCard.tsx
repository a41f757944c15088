import type { HTMLAttributes, Ref } from 'react';
import { Box, Typography } from '@mui/material';
import type { DemoArticle } from '../shared/articles';

interface ArticleCardProps extends HTMLAttributes<HTMLElement> {
  article: DemoArticle;
  ref?: Ref<HTMLElement>;
  /** 'li' inside a list; 'div' for the copy that follows the pointer. */
  as?: 'li' | 'div';
  lifted?: boolean;
}

/** One article of the Dnd List: id, title and author. */
export function ArticleCard({ article, as = 'li', lifted, ref, ...props }: ArticleCardProps) {
  return (
    <Box
      component={as}
      ref={ref}
      data-id={article.id}
      {...props}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        mb: 1,
        listStyle: 'none',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        cursor: lifted ? 'grabbing' : 'grab',
        boxShadow: lifted ? 4 : 0,
        touchAction: 'none',
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 32 }}>
        #{article.id}
      </Typography>
      <Typography variant="body2" sx={{ flex: 1 }} noWrap>
        {article.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {article.author}
      </Typography>
    </Box>
  );
}
