import { Alert, Chip, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useDeferredValue } from 'react';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../../providers/useApiQuery';
import { toThousand } from '../../../utils/numberFormatter';

interface Transaction {
  order_no: string;
  timestamp: number;
  username: string;
  price: number;
  status: 'success' | 'pending';
}

/** The latest transactions (GET /vue-element-admin/transaction/list), order number cut to 30. */
export function TransactionTable() {
  const translate = useTranslate();
  const { data: loaded, isPending, error } = useApiQuery<{ items: Transaction[] }>('/vue-element-admin/transaction/list');
  // The query's answer re-renders synchronously; the rows render in a deferred, time-sliced pass
  // (no long task), with the progress bar kept until they do.
  const data = useDeferredValue(loaded);
  const title = translate('dashboard.transaction.title');
  return (
    <Paper sx={{ height: '100%', overflow: 'hidden' }}>
      <Typography component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        {title}
      </Typography>
      {(isPending || (loaded !== undefined && data === undefined)) && <LinearProgress sx={{ m: 2 }} aria-label={title} />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && (
        <TableContainer>
          <Table aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('dashboard.transaction.orderNo')}</TableCell>
                <TableCell align="right">{translate('dashboard.transaction.price')}</TableCell>
                <TableCell align="center">{translate('dashboard.transaction.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.slice(0, 8).map((row) => (
                <TableRow key={row.order_no}>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontSize: '0.8rem' }}>{row.order_no.slice(0, 30)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    ¥{toThousand(row.price)}
                  </TableCell>
                  <TableCell align="center">
                    <Chip
                      size="small"
                      color={row.status === 'success' ? 'success' : 'error'}
                      variant="outlined"
                      label={translate(`dashboard.transaction.${row.status}`)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
