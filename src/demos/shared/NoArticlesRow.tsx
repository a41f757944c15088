import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import demoChartsTexts from '../../kernel/texts/sections/demoCharts';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoChartsTexts);

/** The table row shown when a loaded article list is empty, spanning all `colSpan` columns. */
export function NoArticlesRow({ colSpan }: { colSpan: number }) {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center">
        {translate('demoCharts.article.empty')}
      </TableCell>
    </TableRow>
  );
}
