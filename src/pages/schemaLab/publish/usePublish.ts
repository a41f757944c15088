/** The Schema lab's Publish action: PUT the analysed file, keep the outcome for the page. */
import { useCallback, useState } from 'react';
import { useResourceFilesClient, type PublishOutcome } from '../../../providers/publishedResourceFiles';
import type { LabAnalysis } from '../analyse';

export type PublishState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; label: string; outcome: PublishOutcome } | { kind: 'failed'; message: string };

export interface PublishAction {
  state: PublishState;
  /** Whether the analysed text is a file without errors, ready to publish. */
  ready: boolean;
  publish(): Promise<void>;
  dismiss(): void;
}

export function usePublish(analysis: LabAnalysis, upToDate: boolean): PublishAction {
  const client = useResourceFilesClient();
  const [state, setState] = useState<PublishState>({ kind: 'idle' });
  const schema = analysis.valid ? analysis.schema : undefined;
  const ready = upToDate && schema !== undefined;

  const publish = useCallback(async () => {
    if (!ready || !schema) return;
    setState({ kind: 'busy' });
    try {
      const outcome = await client.publish(schema.name, analysis.value);
      setState({ kind: 'done', label: schema.label || schema.name, outcome });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, [analysis.value, client, ready, schema]);

  const dismiss = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, ready, publish, dismiss };
}
