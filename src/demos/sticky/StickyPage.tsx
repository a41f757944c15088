import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Sticky } from '../../components/Sticky';
import { DemoHeader } from '../shared/DemoHeader';
import { StickyHeader } from './StickyHeader';
import demoWidgetsTexts from '../../kernel/texts/sections/demoWidgets';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoWidgetsTexts);

function Placeholders({ count, from }: { count: number; from: number }) {
  const translate = useTranslate();
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2, mb: 2, color: 'text.secondary' }}>
          {translate('demoWidgets.sticky.placeholder', { n: from + index })}
        </Paper>
      ))}
    </>
  );
}

/** Sticky demo: a header that sticks to the top, a long page, and a block that sticks 200 px down. */
export default function StickyPage() {
  const translate = useTranslate();
  return (
    <Box>
      <Sticky zIndex={10}>
        <StickyHeader />
      </Sticky>
      <Box sx={{ p: 3 }}>
        <DemoHeader title="route.sticky" intro="demoWidgets.sticky.intro" />
        <Placeholders count={8} from={1} />
        <Box sx={{ mb: 2 }}>
          <Sticky stickyTop={200} zIndex={5}>
            <Paper elevation={3} sx={{ p: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              <Typography>{translate('demoWidgets.sticky.secondBlock')}</Typography>
            </Paper>
          </Sticky>
        </Box>
        <Placeholders count={24} from={9} />
      </Box>
    </Box>
  );
}
