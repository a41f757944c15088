import { lazy, memo, useState } from 'react';
import { Box, Paper } from '@mui/material';
import { AfterFirstPaint, useRevealInTurn } from '../../../components/charts/AfterFirstPaint';
import { UserSummary } from '../UserSummary';
import { BoxCard } from './BoxCard';
import { lineChartData, type PanelKey } from './lineData';
import { PanelGroup } from './PanelGroup';
import { TodoList } from './todo/TodoList';
import { TransactionTable } from './TransactionTable';

const card = { p: { xs: 1, sm: 2 }, minWidth: 0 };

// The charts (and echarts) are one chunk, loaded after the dashboard's first paint.
const charts = () => import('./charts');
const LineChart = lazy(() => charts().then((module) => ({ default: module.LineChart })));
const RaddarChart = lazy(() => charts().then((module) => ({ default: module.RaddarChart })));
const PieChart = lazy(() => charts().then((module) => ({ default: module.PieChart })));
const BarChart = lazy(() => charts().then((module) => ({ default: module.BarChart })));

/**
 * The last row's parts, each rendered only by its own state: revealing the next part must not render
 * the ones already shown. The transactions read their query's result as an external store, and an
 * answer arriving while React rendered a later part in slices made it render the whole row again in
 * one blocking task.
 */
const Parts = { TransactionTable: memo(TransactionTable), TodoList: memo(TodoList), BoxCard: memo(BoxCard) };

/**
 * The last row (transactions, todo list, box card) sits below the charts: it mounts once the top
 * has painted, one part per commit, so no single commit (DOM and styles) is long.
 */
function LastRow() {
  const shown = useRevealInTurn(3);
  if (shown === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '2fr 1fr 1fr' } }}>
      <Box sx={{ minWidth: 0, gridColumn: { md: '1 / -1', lg: 'auto' } }}>
        <Parts.TransactionTable />
      </Box>
      <Box sx={{ minWidth: 0 }}>{shown > 1 && <Parts.TodoList />}</Box>
      <Box sx={{ minWidth: 0 }}>{shown > 2 && <Parts.BoxCard />}</Box>
    </Box>
  );
}

/** The admin dashboard: count-to cards, line, radar, pie and bar charts, transactions, todo, box card. */
export default function AdminDashboard() {
  const [selected, setSelected] = useState<PanelKey>('newVisits');
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper sx={{ p: 2 }}>
        <UserSummary />
      </Paper>
      <PanelGroup selected={selected} onSelect={setSelected} />
      <Paper sx={card} data-testid="line-chart" data-dataset={selected}>
        <AfterFirstPaint height={350}>
          <LineChart data={lineChartData[selected]} />
        </AfterFirstPaint>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' } }}>
        <Paper sx={card}>
          <AfterFirstPaint height={300}>
            <RaddarChart />
          </AfterFirstPaint>
        </Paper>
        <Paper sx={card}>
          <AfterFirstPaint height={300}>
            <PieChart />
          </AfterFirstPaint>
        </Paper>
        <Paper sx={card}>
          <AfterFirstPaint height={300}>
            <BarChart />
          </AfterFirstPaint>
        </Paper>
      </Box>
      <LastRow />
    </Box>
  );
}
