import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { KanbanBoard } from './KanbanBoard';

/** Drag Kanban demo: cards move within and between Todo, Working and Done. */
export default function DragKanbanPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('route.dragKanban')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('demoWidgets.kanban.hint')}
      </Typography>
      <KanbanBoard />
    </Box>
  );
}
