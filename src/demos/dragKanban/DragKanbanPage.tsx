import { Box } from '@mui/material';
import { DemoHeader } from '../shared/DemoHeader';
import { KanbanBoard } from './KanbanBoard';
import demoWidgetsTexts from '../../kernel/texts/sections/demoWidgets';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoWidgetsTexts);

/** Drag Kanban demo: cards move within and between Todo, Working and Done. */
export default function DragKanbanPage() {
  return (
    <Box sx={{ p: 3 }}>
      <DemoHeader title="route.dragKanban" intro="demoWidgets.kanban.hint" />
      <KanbanBoard />
    </Box>
  );
}
