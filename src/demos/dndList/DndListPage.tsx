import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useArticleList } from '../shared/articles';
import { ArticleLists } from './ArticleLists';

/** Dnd List demo: articles reorder within and move between two lists. */
export default function DndListPage() {
  const translate = useTranslate();
  const { data, isPending } = useArticleList({ page: 1, limit: 10 });
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('route.dndList')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('demoWidgets.dndList.hint')}
      </Typography>
      {isPending && <LinearProgress />}
      {data && <ArticleLists articles={data.items} />}
    </Box>
  );
}
