import { useState } from 'react';
import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DemoHeader } from '../shared/DemoHeader';
import { DragTable } from './DragTable';
import { useDragTableArticles, type DragArticle } from './useDragTableArticles';
import demoWidgetsTexts from '../../kernel/texts/sections/demoWidgets';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoWidgetsTexts);

function OrderLine({ label, rows, testId }: { label: string; rows: DragArticle[]; testId: string }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
      <Chip label={label} color="primary" size="small" />
      {/* The ids have no spaces: let the line break anywhere rather than widen the page (375 px). */}
      <Typography data-testid={testId} sx={{ fontFamily: 'monospace', minWidth: 0, overflowWrap: 'anywhere' }}>
        {rows.map((row) => row.id).join(',')}
      </Typography>
    </Stack>
  );
}

function LoadedTable({ initial }: { initial: DragArticle[] }) {
  const translate = useTranslate();
  const [rows, setRows] = useState(initial);
  return (
    <>
      <DragTable rows={rows} onReorder={setRows} />
      <Box sx={{ mt: 2 }}>
        <OrderLine label={translate('demoWidgets.dragTable.defaultOrder')} rows={initial} testId="default-order" />
        <OrderLine label={translate('demoWidgets.dragTable.afterOrder')} rows={rows} testId="after-order" />
      </Box>
    </>
  );
}

/** Drag Table demo: the first page of articles, rows reordered by a handle, ids before and after. */
export default function DragTablePage() {
  const translate = useTranslate();
  const { data, isPending } = useDragTableArticles();
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <DemoHeader title="route.dragTable" />
      {isPending && <LinearProgress aria-label={translate('app.loading')} />}
      {data && <LoadedTable initial={data.items} />}
    </Box>
  );
}
