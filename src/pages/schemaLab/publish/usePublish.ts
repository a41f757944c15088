/**
 * The Schema lab's Publish action: first the plan of the change (POST .../_plan); a plan that
 * moves, converts, keeps or refuses stored values waits for the admin's confirmation, one that only
 * adds fields (a new file) publishes at once; then PUT the analysed file and keep the outcome.
 */
import { useCallback, useState } from 'react';
import { useResourceFilesClient, type FileChangePlan, type PublishOutcome } from '../../../providers/publishedResourceFiles';
import type { LabAnalysis } from '../analyse';

export type PublishState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'planned'; plan: FileChangePlan }
  | { kind: 'done'; label: string; outcome: PublishOutcome }
  | { kind: 'failed'; message: string };

export interface PublishAction {
  state: PublishState;
  /** Whether the analysed text is a file without errors, ready to publish. */
  ready: boolean;
  /** Asks for the plan, then publishes unless the plan needs a confirmation. */
  publish(): Promise<void>;
  /** Publishes after the plan was shown. */
  confirm(): Promise<void>;
  dismiss(): void;
}

/** New fields change no stored value: nothing to confirm. */
const needsConfirmation = (plan: FileChangePlan): boolean => plan.changes.some((change) => change.action !== 'add');

export function usePublish(analysis: LabAnalysis, upToDate: boolean): PublishAction {
  const client = useResourceFilesClient();
  const [state, setState] = useState<PublishState>({ kind: 'idle' });
  const schema = analysis.valid ? analysis.schema : undefined;
  const ready = upToDate && schema !== undefined;

  const put = useCallback(async () => {
    if (!ready || !schema) return;
    setState({ kind: 'busy' });
    try {
      const outcome = await client.publish(schema.name, analysis.value);
      setState({ kind: 'done', label: schema.label || schema.name, outcome });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, [analysis.value, client, ready, schema]);

  const publish = useCallback(async () => {
    if (!ready || !schema) return;
    setState({ kind: 'busy' });
    try {
      const planned = await client.plan(schema.name, analysis.value);
      if (!planned.ok) setState({ kind: 'done', label: schema.label || schema.name, outcome: planned });
      else if (needsConfirmation(planned.plan)) setState({ kind: 'planned', plan: planned.plan });
      else await put();
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, [analysis.value, client, put, ready, schema]);

  const dismiss = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, ready, publish, confirm: put, dismiss };
}
