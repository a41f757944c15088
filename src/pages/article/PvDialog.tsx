/** Reading statistics of an article (GET /vue-element-admin/article/pv), an action dialog of the list. */
import { Alert, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ViewDialog } from '../../components/ViewDialog';
import { useTranslate } from 'react-admin';
import type { ActionDialogProps } from '../../crud/actions/registry';
import { useApiQuery } from '../../providers/useApiQuery';

interface PvResponse {
  pvData: Array<{ key: string; pv: number }>;
}

export function PvDialog({ onClose }: Pick<ActionDialogProps, 'onClose'>) {
  const translate = useTranslate();
  const { data, isPending, error } = useApiQuery<PvResponse>('/vue-element-admin/article/pv');
  return (
    <ViewDialog open onClose={onClose} aria-labelledby="pv-title" fullWidth maxWidth="xs">
      <DialogTitle id="pv-title">{translate('article.pvTitle')}</DialogTitle>
      <DialogContent>
        {isPending && <LinearProgress />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {data && (
          <Table size="small" aria-label={translate('article.pvTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('article.channel')}</TableCell>
                <TableCell align="right">{translate('article.pv')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.pvData.map((row) => (
                <TableRow key={row.key}>
                  <TableCell>{row.key}</TableCell>
                  <TableCell align="right">{row.pv}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </ViewDialog>
  );
}
