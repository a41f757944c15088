/** A webhook's delivery log: each delivery's event, status and last attempt (code, duration), with Resend. */
import { Button, Chip, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { EmptyRow, LoadStates } from '../../components/LoadStates';
import { useLoaded } from '../../components/useLoaded';
import { ViewDialog } from '../../components/ViewDialog';
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { DeliveryRow, WebhookRow } from '../../kernel/http/webhooks';
import { listDeliveries, resendDelivery } from '../../providers/webhooks';

const STATUS_COLOR = { delivered: 'success', pending: 'default', failed: 'error' } as const;

export function DeliveriesDialog({ hook, onClose }: { hook: WebhookRow | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const id = hook?.id;
  const { loaded, load } = useLoaded(useCallback(() => (id === undefined ? undefined : listDeliveries(id)), [id]));

  const resend = async (delivery: DeliveryRow) => {
    if (id === undefined) return;
    try {
      await resendDelivery(id, delivery.id);
      notify('webhooks.resent', { type: 'success' });
    } finally {
      load();
    }
  };

  return (
    <ViewDialog open={hook !== undefined} onClose={onClose} aria-labelledby="webhook-deliveries-title" fullWidth maxWidth="md">
      <DialogTitle id="webhook-deliveries-title">{translate('webhooks.deliveriesTitle', { url: hook?.url ?? '' })}</DialogTitle>
      <DialogContent>
        <LoadStates loaded={loaded} loadingLabel={translate('webhooks.loading')} failedText={(message) => message}>
          {(rows) => (
            <Table size="small" aria-label={translate('webhooks.deliveries')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('webhooks.event')}</TableCell>
                  <TableCell>{translate('webhooks.status')}</TableCell>
                  <TableCell>{translate('webhooks.attempts')}</TableCell>
                  <TableCell>{translate('webhooks.responseCode')}</TableCell>
                  <TableCell>{translate('webhooks.duration')}</TableCell>
                  <TableCell>{translate('webhooks.lastAttempt')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 && <EmptyRow columns={7}>{translate('webhooks.noDeliveries')}</EmptyRow>}
                {rows.map((delivery) => {
                  const last = delivery.attempts[delivery.attempts.length - 1];
                  return (
                    <TableRow key={delivery.id}>
                      <TableCell>{`${delivery.type} ${delivery.resource} #${delivery.recordId}`}</TableCell>
                      <TableCell>
                        <Chip size="small" color={STATUS_COLOR[delivery.status]} label={translate(`webhooks.${delivery.status}`)} />
                      </TableCell>
                      <TableCell>{delivery.attempts.length}</TableCell>
                      <TableCell title={last?.error ?? undefined}>{last ? (last.responseCode ?? translate('webhooks.noAnswer')) : ''}</TableCell>
                      <TableCell>{last ? translate('webhooks.durationMs', { ms: last.durationMs }) : ''}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{last ? new Date(last.at).toLocaleString() : ''}</TableCell>
                      <TableCell align="right">
                        <Button size="small" onClick={() => void resend(delivery)} aria-label={translate('webhooks.resendLabel', { id: delivery.id })}>
                          {translate('webhooks.resend')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </LoadStates>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('webhooks.close')}</Button>
      </DialogActions>
    </ViewDialog>
  );
}
