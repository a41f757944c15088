import { Group, Panel } from 'react-resizable-panels';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DemoHeader } from '../shared/DemoHeader';
import { Pane } from './Pane';
import { PaneSeparator } from './PaneSeparator';
import demoWidgetsTexts from '../../kernel/texts/sections/demoWidgets';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoWidgetsTexts);

/** SplitPane demo: left | (top / bottom), resized by dragging the bars or with their arrow keys. */
export default function SplitPanePage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <DemoHeader title="route.splitPane" intro="demoWidgets.splitPane.hint" />
      <Box sx={{ height: 480, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Group orientation="horizontal" id="split-pane-outer">
          <Panel id="split-left" defaultSize="30%" minSize="10%">
            <Pane title={translate('demoWidgets.splitPane.left')} colour="#e8f3ff" />
          </Panel>
          <PaneSeparator orientation="horizontal" label={translate('demoWidgets.splitPane.resizeHorizontal')} />
          <Panel id="split-right" minSize="20%">
            <Group orientation="vertical" id="split-pane-inner">
              <Panel id="split-top" defaultSize="50%" minSize="10%">
                <Pane title={translate('demoWidgets.splitPane.top')} colour="#fdf5e6" />
              </Panel>
              <PaneSeparator orientation="vertical" label={translate('demoWidgets.splitPane.resizeVertical')} />
              <Panel id="split-bottom" minSize="10%">
                <Pane title={translate('demoWidgets.splitPane.bottom')} colour="#eefaf0" />
              </Panel>
            </Group>
          </Panel>
        </Group>
      </Box>
    </Box>
  );
}
