import type { HTMLAttributes, Ref } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { KanbanCard } from './board';

interface KanbanCardViewProps extends HTMLAttributes<HTMLElement> {
  card: KanbanCard;
  ref?: Ref<HTMLElement>;
  as?: 'li' | 'div';
  lifted?: boolean;
}

export function KanbanCardView({ card, as = 'li', lifted, ref, ...props }: KanbanCardViewProps) {
  const translate = useTranslate();
  return (
    <Box
      component={as}
      ref={ref}
      data-id={card.id}
      {...props}
      sx={{
        listStyle: 'none',
        mb: 1,
        px: 1.5,
        py: 1.25,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        cursor: lifted ? 'grabbing' : 'grab',
        boxShadow: lifted ? 4 : 1,
        touchAction: 'none',
        typography: 'body2',
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      {translate(`demoWidgets.kanban.cards.${card.text}`)}
    </Box>
  );
}
