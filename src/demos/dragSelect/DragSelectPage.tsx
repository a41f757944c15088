import { useId, useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DemoHeader } from '../shared/DemoHeader';
import { DragSelect } from './DragSelect';
import { INITIAL_FRUITS, type Fruit } from './fruits';
import demoWidgetsTexts from '../../kernel/texts/sections/demoWidgets';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoWidgetsTexts);

/** Drag Select demo: choose fruits, reorder the chosen ones by drag, see the order as tags below. */
export default function DragSelectPage() {
  const translate = useTranslate();
  const tagsId = useId();
  const [value, setValue] = useState<Fruit[]>(INITIAL_FRUITS);
  return (
    <Box sx={{ p: 3 }}>
      <DemoHeader title="route.dragSelect" intro="demoWidgets.dragSelect.hint" />
      <DragSelect value={value} onChange={setValue} />
      <Typography id={tagsId} variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {translate('demoWidgets.dragSelect.order')}
      </Typography>
      <Stack component="ul" aria-labelledby={tagsId} direction="row" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none', flexWrap: 'wrap' }}>
        {value.map((fruit) => (
          <li key={fruit}>
            <Chip label={translate(`demoWidgets.fruits.${fruit}`)} color="primary" variant="outlined" />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
