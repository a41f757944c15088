/**
 * The page the lab's schema generates, on the sandbox's sample rows: the generic engine inside its
 * own react-admin context (memory data provider, store, query cache and notifications), so create,
 * edit and delete change only the sample. The last valid version stays, marked out of date.
 */
import { useMemo } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { CoreAdminContext, Notification, useAuthProvider, useI18nProvider, useTranslate } from 'react-admin';
import { ResourceList } from '../../../crud/ResourcePage';
import type { ResourceSchema } from '../../../kernel/types';
import { createSandbox } from './sandbox';

export function LabPreview({ schema, outOfDate }: { schema?: ResourceSchema; outOfDate: boolean }) {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const i18nProvider = useI18nProvider();
  const sandbox = useMemo(() => (schema ? createSandbox(schema) : undefined), [schema]);

  return (
    <Box component="section" aria-labelledby="schema-lab-preview" data-testid="schema-lab-preview">
      <Typography id="schema-lab-preview" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('schemaLab.preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('schemaLab.previewHint')}
      </Typography>
      {outOfDate && sandbox && (
        <Alert severity="warning" role="status" sx={{ mb: 1 }} data-testid="schema-lab-out-of-date">
          {translate('schemaLab.outOfDate')}
        </Alert>
      )}
      {sandbox ? (
        <Box sx={{ opacity: outOfDate ? 0.6 : 1, mx: { xs: -1, sm: -2 } }}>
          <CoreAdminContext
            dataProvider={sandbox.provider}
            authProvider={authProvider ?? undefined}
            i18nProvider={i18nProvider}
            store={sandbox.store}
          >
            <ResourceList key={sandbox.id} schema={sandbox.schema} />
            <Notification />
          </CoreAdminContext>
        </Box>
      ) : (
        <Alert severity="info">{translate('schemaLab.noPreview')}</Alert>
      )}
    </Box>
  );
}
