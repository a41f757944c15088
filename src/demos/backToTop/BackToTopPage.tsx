import { Box, Paper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BackToTop } from '../../components/BackToTop';
import { DemoHeader } from '../shared/DemoHeader';
import demoWidgetsTexts from '../../kernel/texts/sections/demoWidgets';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoWidgetsTexts);

/** Back To Top demo: a long page; the button shows past 300 px and scrolls back to 50 px. */
export default function BackToTopPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <DemoHeader title="route.backToTop" intro="demoWidgets.backToTop.intro" />
      {Array.from({ length: 40 }, (_, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2, mb: 2, color: 'text.secondary' }}>
          {translate('demoWidgets.backToTop.line', { n: index + 1 })}
        </Paper>
      ))}
      <BackToTop visibilityHeight={300} backPosition={50} />
    </Box>
  );
}
