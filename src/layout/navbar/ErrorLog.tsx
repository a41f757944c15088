import { lazy, Suspense, useState } from 'react';
import { Badge, IconButton } from '@mui/material';
import BugReportIcon from '@mui/icons-material/BugReport';
import { useTranslate } from 'react-admin';
import { useErrorLog } from '../store/errorLog';

// The list of errors loads when it is first opened.
const ErrorLogDialog = lazy(() => import('./ErrorLogDialog'));

/** The error log: a badge once runtime errors were captured, and a dialog listing them. */
export function ErrorLog() {
  const translate = useTranslate();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (entries.length === 0) return null;
  const title = translate('layout.errorLog.title');
  return (
    <>
      <IconButton
        aria-label={title}
        color="inherit"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Badge badgeContent={entries.length} color="error">
          <BugReportIcon />
        </Badge>
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
