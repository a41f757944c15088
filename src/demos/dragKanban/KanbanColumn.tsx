import { useId } from 'react';
import { Box, Chip, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SortableContainer } from '../dnd/SortableContainer';
import { COLUMN_COLOURS, type ColumnKey, type KanbanCard } from './board';
import { SortableCard } from './SortableCard';

export function KanbanColumn({ column, cards }: { column: ColumnKey; cards: KanbanCard[] }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ flex: 1, minWidth: 220, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
          bgcolor: COLUMN_COLOURS[column],
          // Dark text on the template's light column colours: 7.6:1 and more (white would be 2.2 to 2.8).
          color: 'rgba(0, 0, 0, 0.87)',
        }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate(`demoWidgets.kanban.${column}`)}
        </Typography>
        <Chip size="small" label={cards.length} sx={{ bgcolor: 'rgba(255,255,255,0.3)', color: 'inherit' }} />
      </Box>
      <SortableContainer
        containerId={column}
        items={cards}
        component="ul"
        aria-labelledby={titleId}
        sx={{ flex: 1, m: 0, p: 1.5, minHeight: 240, bgcolor: 'action.hover' }}
      >
        {cards.map((card) => (
          <SortableCard key={card.id} card={card} />
        ))}
      </SortableContainer>
    </Paper>
  );
}
