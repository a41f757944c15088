/** What a table of read rows shows for each state of the reading: a progress bar, the error, or the table. */
import { Alert, LinearProgress, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import type { Loaded } from './useLoaded';

interface LoadStatesProps<Rows> {
  loaded: Loaded<Rows>;
  /** The progress bar's accessible name. */
  loadingLabel: string;
  failedText: (message: string) => string;
  /** The table, once the rows are there. */
  children: (rows: Rows) => ReactNode;
}

export function LoadStates<Rows>({ loaded, loadingLabel, failedText, children }: LoadStatesProps<Rows>) {
  if (loaded.state === 'loading') return <LinearProgress aria-label={loadingLabel} />;
  if (loaded.state === 'failed') return <Alert severity="error">{failedText(loaded.message)}</Alert>;
  return <>{children(loaded.rows)}</>;
}

/** The one row of a table with no rows, saying so across its columns. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns}>{children}</TableCell>
    </TableRow>
  );
}
