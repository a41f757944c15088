/** The detail drawer of a record (schema `show: true`, or `related`): every field one may see, as label and cell, then its related records. */
import { Box, Drawer, IconButton, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { holds } from '../../kernel/rules/conditions';
import { fieldLabel, messagesOf, resourceLabel } from '../../kernel/format/defaults';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../kernel/types';
import { FieldShow } from './FieldShow';
import { RelatedSections } from '../related/RelatedSections';
import { keepsHistory } from './history/keepsHistory';
import auditTexts from '../../kernel/texts/sections/audit';
import { registerSection } from '../../providers/pageTexts';

registerSection(auditTexts);

const HistoryTab = lazy(() => import('./history/HistoryTab'));

export function ShowDrawer({
  schema,
  record,
  visible,
  onClose,
  onChanged,
}: {
  schema: ResourceSchema;
  record: AnyRecord | undefined;
  visible: (field: FieldSchema) => boolean;
  onClose: () => void;
  /** The record was written from the drawer (a restore from its history), as it is now. */
  onChanged?: (record: AnyRecord) => void;
}) {
  const translate = useTranslate();
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const history = keepsHistory(schema);
  const { key, fallback } = resourceLabel(schema);
  const title = translate(messagesOf(schema).showTitle ?? '', { name: translate(key, { _: fallback }), _: fallback });
  const fields = schema.fields.filter(
    (field) => (field.show ?? field.type !== 'password') && visible(field) && (field.visibleWhen === undefined || (record !== undefined && holds(field.visibleWhen, record))),
  );
  return (
    <Drawer anchor="right" open={record !== undefined} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: schema.related?.length ? 600 : 420 } } } }}>
      <Box role="dialog" aria-labelledby={`${schema.name}-show-title`} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography id={`${schema.name}-show-title`} variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label={translate('crud.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {record && history && (
          <Tabs value={tab} onChange={(_, next: 'details' | 'history') => setTab(next)} sx={{ mb: 1 }}>
            <Tab value="details" label={translate('audit.details')} />
            <Tab value="history" label={translate('audit.history')} />
          </Tabs>
        )}
        {record && history && tab === 'history' && (
          <Suspense fallback={<LinearProgress />}>
            <HistoryTab schema={schema} id={record.id} version={typeof record._version === 'number' ? record._version : undefined} onRestored={onChanged} />
          </Suspense>
        )}
        {record && tab === 'details' && (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}>
            {fields.map((field) => {
              const label = fieldLabel(schema, field);
              return (
                <Box key={field.source} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(label.key, { _: label.fallback })}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                    <FieldShow field={field} record={record} />
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
        {record && tab === 'details' && <RelatedSections schema={schema} record={record} />}
      </Box>
    </Drawer>
  );
}
