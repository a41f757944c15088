import { Box, LinearProgress } from '@mui/material';
import { useArticleList } from '../shared/articles';
import { DemoHeader } from '../shared/DemoHeader';
import { ArticleLists } from './ArticleLists';
import demoWidgetsTexts from '../../kernel/texts/sections/demoWidgets';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoWidgetsTexts);

/** Dnd List demo: articles reorder within and move between two lists. */
export default function DndListPage() {
  const { data, isPending } = useArticleList({ page: 1, limit: 10 });
  return (
    <Box sx={{ p: 3 }}>
      <DemoHeader title="route.dndList" intro="demoWidgets.dndList.hint" />
      {isPending && <LinearProgress />}
      {data && <ArticleLists articles={data.items} />}
    </Box>
  );
}
