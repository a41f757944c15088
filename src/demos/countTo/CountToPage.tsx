import { useRef, useState } from 'react';
import { Box, Button, Paper, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CountTo, type CountToHandle } from '../../components/CountTo';
import { DemoHeader } from '../shared/DemoHeader';
import { numberOr, parseDecimals } from './decimals';
import demoWidgetsTexts from '../../kernel/texts/sections/demoWidgets';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoWidgetsTexts);

/** Count-to demo defaults. */
const DEFAULTS = { startVal: '0', endVal: '2017', duration: '4000', decimals: '0', separator: ',', prefix: '¥ ', suffix: ' rmb' };
type Field = keyof typeof DEFAULTS;
const NUMBER_FIELDS: Field[] = ['startVal', 'endVal', 'duration', 'decimals'];
const TEXT_FIELDS: Field[] = ['separator', 'prefix', 'suffix'];

/** Count To demo: the count-to component driven by its options, with Start and Pause/Resume. */
export default function CountToPage() {
  const translate = useTranslate();
  const counter = useRef<CountToHandle>(null);
  const [fields, setFields] = useState(DEFAULTS);
  const [decimals, setDecimals] = useState(0);
  const [paused, setPaused] = useState(false);

  const change = (field: Field, text: string) => {
    setFields((current) => ({ ...current, [field]: text }));
    if (field !== 'decimals') return;
    const parsed = parseDecimals(text);
    if (!parsed.valid) window.alert(translate('demoWidgets.countTo.digitsError'));
    setDecimals(parsed.value);
  };

  const input = (field: Field, numeric: boolean) => (
    <TextField
      key={field}
      label={translate(`demoWidgets.countTo.${field}`)}
      value={fields[field]}
      onChange={(event) => change(field, event.target.value)}
      type={numeric ? 'number' : 'text'}
      error={field === 'decimals' && !parseDecimals(fields.decimals).valid}
      size="small"
      sx={{ width: 130 }}
    />
  );

  return (
    <Box sx={{ p: 3 }}>
      <DemoHeader title="route.countTo" />
      <Paper variant="outlined" sx={{ p: 4, mb: 3, textAlign: 'center' }}>
        <Box data-testid="count-to-value" sx={{ fontSize: 50, fontWeight: 700, color: '#f6416c', minHeight: 75 }}>
          <CountTo
            ref={counter}
            autoplay={false}
            startVal={numberOr(fields.startVal, 0)}
            endVal={numberOr(fields.endVal, 0)}
            duration={Math.max(0, numberOr(fields.duration, 0))}
            decimals={decimals}
            separator={fields.separator}
            prefix={fields.prefix}
            suffix={fields.suffix}
          />
        </Box>
      </Paper>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        {NUMBER_FIELDS.map((field) => input(field, true))}
        {TEXT_FIELDS.map((field) => input(field, false))}
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button
          variant="contained"
          onClick={() => {
            counter.current?.start();
            setPaused(false);
          }}
        >
          {translate('demoWidgets.countTo.start')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            counter.current?.pauseResume();
            setPaused((current) => !current);
          }}
        >
          {translate(paused ? 'demoWidgets.countTo.resume' : 'demoWidgets.countTo.pause')}
        </Button>
      </Stack>
    </Box>
  );
}
