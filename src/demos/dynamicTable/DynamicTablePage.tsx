import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FruitTable } from './FruitTable';
import demoChartsTexts from '../../kernel/texts/sections/demoCharts';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoChartsTexts);

/** Two dynamic tables: columns in header order, and columns in the order they were ticked. */
export default function DynamicTablePage() {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ p: { xs: 1, md: 2 } }}>
      <FruitTable order="header" title={translate('demoCharts.dynamic.fixed')} />
      <FruitTable order="click" title={translate('demoCharts.dynamic.unfixed')} />
    </Stack>
  );
}
