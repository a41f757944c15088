/** The article editor's display time: its picker's code loads with the editor, not with the console. */
import { Suspense } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { readyLazy } from '../../crud/readyLazy';
import type { DisplayTimeProps } from './DisplayTimePicker';

const Picker = readyLazy<DisplayTimeProps>(() => import('./DisplayTimePicker'));

export function DisplayTimeInput(props: DisplayTimeProps) {
  const translate = useTranslate();
  return (
    <Suspense fallback={<TextField size="small" disabled label={translate(props.label)} sx={{ minWidth: 240 }} slotProps={{ inputLabel: { shrink: true } }} />}>
      <Picker.Component {...props} />
    </Suspense>
  );
}
