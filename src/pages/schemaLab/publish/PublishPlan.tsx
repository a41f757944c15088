/**
 * The plan of a Publish, before it happens: per field, what the server does to the stored values
 * (renamed, converted, kept, or the values that refuse the change). Publish confirms; a refused
 * plan can only be closed.
 */
import { Alert, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { ViewDialog } from '../../../components/ViewDialog';
import { useTranslate } from 'react-admin';
import type { FieldChange, FileChangePlan } from '../../../providers/publishedResourceFiles';

function changeText(translate: ReturnType<typeof useTranslate>, change: FieldChange): string {
  switch (change.action) {
    case 'add':
      return translate('publishedResources.planAdd', { field: change.field });
    case 'rename':
      return translate('publishedResources.planRename', { field: change.field, from: change.from, smart_count: change.values });
    case 'convert':
      return translate('publishedResources.planConvert', { field: change.field, from: change.from, to: change.to, smart_count: change.values });
    case 'refused':
      return translate('publishedResources.planRefused', { field: change.field, from: change.from, to: change.to, smart_count: change.failing, ids: change.firstIds.join(', ') });
    case 'kept':
      return translate('publishedResources.planKept', { field: change.field, smart_count: change.values });
  }
}

interface PublishPlanProps {
  plan: FileChangePlan | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

export function PublishPlan({ plan, onConfirm, onClose }: PublishPlanProps) {
  const translate = useTranslate();
  return (
    <ViewDialog open={plan !== undefined} onClose={onClose} aria-labelledby="schema-lab-plan-title" fullWidth maxWidth="sm">
      <DialogTitle id="schema-lab-plan-title">{translate('publishedResources.planTitle', { name: plan?.resource ?? '' })}</DialogTitle>
      <DialogContent>
        {plan?.refused && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate('publishedResources.planRefusedIntro')}
          </Alert>
        )}
        <ul aria-label={translate('publishedResources.planList')} style={{ margin: 0, paddingLeft: 20 }}>
          {plan?.changes.map((change) => (
            <li key={`${change.action}-${change.field}`}>{changeText(translate, change)}</li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('crud.cancel')}</Button>
        {plan && !plan.refused && (
          <Button variant="contained" onClick={onConfirm}>
            {translate('publishedResources.publish')}
          </Button>
        )}
      </DialogActions>
    </ViewDialog>
  );
}
