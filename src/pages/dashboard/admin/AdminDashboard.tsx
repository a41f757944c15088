import { useState } from 'react';
import { Box, Paper } from '@mui/material';
import { UserSummary } from '../UserSummary';
import { BarChart } from './charts/BarChart';
import { LineChart } from './charts/LineChart';
import { PieChart } from './charts/PieChart';
import { RaddarChart } from './charts/RaddarChart';
import { BoxCard } from './BoxCard';
import { lineChartData, type PanelKey } from './lineData';
import { PanelGroup } from './PanelGroup';
import { TodoList } from './todo/TodoList';
import { TransactionTable } from './TransactionTable';

const card = { p: { xs: 1, sm: 2 }, minWidth: 0 };

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
        <LineChart data={lineChartData[selected]} />
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' } }}>
        <Paper sx={card}>
          <RaddarChart />
        </Paper>
        <Paper sx={card}>
          <PieChart />
        </Paper>
        <Paper sx={card}>
          <BarChart />
        </Paper>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '2fr 1fr 1fr' } }}>
        <Box sx={{ minWidth: 0, gridColumn: { md: '1 / -1', lg: 'auto' } }}>
          <TransactionTable />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <TodoList />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <BoxCard />
        </Box>
      </Box>
    </Box>
  );
}
