/** What became of a Publish: success with a reload, or the server's refusal with each problem (path: message). */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reloadConsole } from '../../../providers/publishedResourceFiles';
import type { PublishState } from './usePublish';

export function PublishResult({ state, onClose }: { state: PublishState; onClose: () => void }) {
  const translate = useTranslate();
  if (state.kind === 'failed') {
    return (
      <Alert severity="error" onClose={onClose} sx={{ mt: 2 }}>
        {translate('publishedResources.failed', { message: translate(state.message, { _: state.message }) })}
      </Alert>
    );
  }
  if (state.kind !== 'done') return null;
  const { outcome } = state;
  if (outcome.ok) {
    return (
      <Alert
        severity="success"
        onClose={onClose}
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={reloadConsole}>
            {translate('publishedResources.reload')}
          </Button>
        }
      >
        {translate('publishedResources.published', { label: translate(state.label, { _: state.label }) })}
      </Alert>
    );
  }
  return (
    <Alert severity="error" onClose={onClose} sx={{ mt: 2 }} data-testid="publish-refused">
      {/* The message repeats the problems: the list alone says them once. */}
      {outcome.problems.length > 0 ? translate('publishedResources.refusedProblems') : translate('publishedResources.refused', { message: outcome.message })}
      {outcome.problems.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {outcome.problems.map((problem, index) => (
            <li key={`${problem.path}-${index}`}>{problem.path ? `${problem.path}: ${problem.message}` : problem.message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
