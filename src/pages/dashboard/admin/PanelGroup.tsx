import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import ChatIcon from '@mui/icons-material/Chat';
import PaymentsIcon from '@mui/icons-material/Payments';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { CountTo } from '../../../components/CountTo';
import { panels, type PanelKey } from './lineData';

const ICONS: Record<PanelKey, ComponentType<{ sx?: object }>> = {
  newVisits: PeopleIcon,
  messages: ChatIcon,
  purchases: PaymentsIcon,
  shoppings: ShoppingCartIcon,
};

/** Four count-to cards; choosing one switches the line chart's data set. */
export function PanelGroup({ selected, onSelect }: { selected: PanelKey; onSelect: (key: PanelKey) => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
      {panels.map(({ key, end, color }) => {
        const Icon = ICONS[key];
        const label = translate(`dashboard.panel.${key}`);
        return (
          <Paper key={key} sx={{ overflow: 'hidden' }}>
            <ButtonBase
              aria-pressed={selected === key}
              onClick={() => onSelect(key)}
              sx={{
                width: '100%',
                height: { xs: 88, sm: 108 },
                px: { xs: 1.5, sm: 2.5 },
                display: 'flex',
                justifyContent: 'space-between',
                borderBottom: 3,
                borderColor: selected === key ? color : 'transparent',
                '&:hover .panel-icon': { bgcolor: color, color: '#fff' },
              }}
            >
              <Box className="panel-icon" sx={{ color, p: { xs: 1, sm: 2 }, borderRadius: 1.5, transition: 'all .3s', display: 'flex' }}>
                <Icon sx={{ fontSize: { xs: 32, sm: 48 } }} />
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography color="text.secondary" sx={{ fontWeight: 700, fontSize: { xs: 13, sm: 16 }, mb: 1 }}>
                  {label}
                </Typography>
                <Typography component="div" sx={{ fontWeight: 700, fontSize: { xs: 16, sm: 20 } }} data-testid={`count-${key}`}>
                  <CountTo startVal={0} endVal={end} duration={2600} />
                </Typography>
              </Box>
            </ButtonBase>
          </Paper>
        );
      })}
    </Box>
  );
}
