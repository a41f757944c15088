import { useState } from 'react';
import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DemoHeader } from '../shared/DemoHeader';
import { DragTable } from './DragTable';
import { useDragTableArticles, type DragArticle } from './useDragTableArticles';

function OrderLine({ label, rows, testId }: { label: string; rows: DragArticle[]; testId: string }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
      <Chip label={label} color="primary" size="small" />
      <Typography data-testid={testId} sx={{ fontFamily: 'monospace' }}>
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
  const { data, isPending } = useDragTableArticles();
  return (
    <Box sx={{ p: 3 }}>
      <DemoHeader title="route.dragTable" />
      {isPending && <LinearProgress />}
      {data && <LoadedTable initial={data.items} />}
    </Box>
  );
}
