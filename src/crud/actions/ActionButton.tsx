/** A schema action as a button: asks first when it says so, runs, and says how it went. */
import { useState } from 'react';
import { Button } from '@mui/material';
// react-admin's useNavigate: the router react-admin runs in (its own one in tests), whatever it is.
import { useListContext, useNavigate, useNotify, useTranslate } from 'react-admin';
import { ViewConfirm } from '../../components/ViewConfirm';
import type { ActionSchema, AnyRecord, ResourceSchema } from '../../kernel/types';
import { NOTICE_MS, SuccessNotice } from '../SuccessNotice';
import { runAction } from './runAction';

export interface ActionButtonProps {
  schema: ResourceSchema;
  action: ActionSchema;
  record?: AnyRecord;
  records?: AnyRecord[];
  patchRow: (record: AnyRecord) => void;
  openDialog: (dialog: string, record?: AnyRecord, records?: AnyRecord[]) => void;
  /** Called after a successful run (bulk actions clear the selection). */
  onDone?: () => void;
}

export function ActionButton({ schema, action, record, records, patchRow, openDialog, onDone }: ActionButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const list = useListContext<AnyRecord>();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const text = (key: string, args?: Record<string, unknown>) => translate(key, { _: key, ...record, ...args });

  const run = async () => {
    setAsking(false);
    setRunning(true);
    const outcome = await runAction(action, {
      schema,
      record,
      records,
      list,
      patchRow,
      notify: (message, options) => notify(message, { ...options, autoHideDuration: NOTICE_MS }),
    });
    setRunning(false);
    if ('navigate' in outcome) navigate(outcome.navigate);
    else if ('dialog' in outcome) openDialog(outcome.dialog, record, records);
    else if (outcome.done) {
      const message = outcome.message ?? action.success;
      if (message && action.successTitle) {
        notify(<SuccessNotice title={text(action.successTitle)} lines={[text(message)]} />, { autoHideDuration: NOTICE_MS });
      } else if (message) notify(text(message), { type: 'success', autoHideDuration: NOTICE_MS });
      onDone?.();
    } else {
      notify(action.failure ? text(action.failure, { message: outcome.message }) : outcome.message, { type: 'error' });
    }
  };

  return (
    <>
      <Button
        size="small"
        variant={action.variant ?? 'outlined'}
        color={action.color ?? 'primary'}
        disabled={running}
        onClick={() => (action.confirm ? setAsking(true) : void run())}
        sx={{ mr: 0.5 }}
      >
        {text(action.label)}
      </Button>
      {action.confirm && (
        <ViewConfirm
          isOpen={asking}
          title="crud.warning"
          content={text(action.confirm, { smart_count: records?.length ?? 1 })}
          confirm="crud.confirm"
          cancel="crud.cancel"
          onConfirm={() => void run()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
