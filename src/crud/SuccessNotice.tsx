import { forwardRef } from 'react';
import { Alert, AlertTitle } from '@mui/material';

/** How long save and delete notices stay (spec: 2000 ms). */
export const NOTICE_MS = 2000;

/** A notice with a title (e.g. 'Success') and lines of text, for react-admin's notify(). */
export const SuccessNotice = forwardRef<HTMLDivElement, { title: string; lines: string[] }>(function SuccessNotice(
  { title, lines },
  ref,
) {
  return (
    <Alert ref={ref} severity="success" variant="filled" sx={{ minWidth: 280, boxShadow: 3 }}>
      <AlertTitle>{title}</AlertTitle>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
});
