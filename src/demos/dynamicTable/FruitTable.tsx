import { useState } from 'react';
import {
  Checkbox,
  FormControlLabel,
  FormGroup,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_FRUITS, FRUITS, FRUIT_ROWS, toggleFruit, visibleColumns, type ColumnOrder, type Fruit } from './columns';

/** One dynamic table: fruit check boxes above, the ticked fruits as columns below. */
export function FruitTable({ order, title }: { order: ColumnOrder; title: string }) {
  const translate = useTranslate();
  const [selected, setSelected] = useState<Fruit[]>([...DEFAULT_FRUITS]);
  const columns = visibleColumns(selected, order);
  const headingId = `dynamic-table-${order}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <FormGroup row aria-label={translate('demoCharts.dynamic.columns')} sx={{ my: 1 }}>
        {FRUITS.map((fruit) => (
          <FormControlLabel
            key={fruit}
            label={translate(`demoCharts.fruit.${fruit}`)}
            control={
              <Checkbox
                checked={selected.includes(fruit)}
                onChange={(event) => setSelected((current) => toggleFruit(current, fruit, event.target.checked))}
              />
            }
          />
        ))}
      </FormGroup>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('demoCharts.fruit.name')}</TableCell>
              {columns.map((fruit) => (
                <TableCell key={fruit}>{translate(`demoCharts.fruit.${fruit}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {FRUIT_ROWS.map((row) => (
              <TableRow key={row.name}>
                <TableCell>{row.name}</TableCell>
                {columns.map((fruit) => (
                  <TableCell key={fruit}>{row[fruit]}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
