/**
 * One operation as an accordion: method, path, summary and who may call it in the header; its
 * parameters, body, answer and codes inside (mounted only when opened: a page of some 50).
 */
import type { ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useTranslate } from 'react-admin';
import { CodeTable } from './CodeTable';
import { MethodChip } from './MethodChip';
import { ParameterTable } from './ParameterTable';
import type { ApiOperation, JsonObject } from './readDocument';
import { SchemaTable } from './SchemaTable';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Access({ operation }: { operation: ApiOperation }) {
  const translate = useTranslate();
  if (operation.isPublic) return <Chip size="small" variant="outlined" icon={<LockOpenIcon />} label={translate('apiDocs.public')} />;
  const label = operation.roles && operation.roles.length > 0 ? operation.roles.join(', ') : translate('apiDocs.anySignedIn');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {label}
    </Typography>
  );
}

export function OperationItem({ operation, schemas }: { operation: ApiOperation; schemas: Record<string, JsonObject> }) {
  const translate = useTranslate();
  const id = `api-${operation.key.replace(/[^\w-]+/g, '-')}`;
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }} data-testid="api-operation">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0.5, md: 1.5 }} sx={{ alignItems: { md: 'center' }, width: '100%', minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <MethodChip method={operation.method} />
            <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {operation.path}
            </Typography>
          </Stack>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ flex: '1 1 auto' }}>
            {operation.summary}
          </Typography>
          <Box sx={{ pr: 1 }}>
            <Access operation={operation} />
          </Box>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ pt: 0 }}>
        {operation.description && <Typography variant="body2">{operation.description}</Typography>}
        {operation.parameters.length > 0 && (
          <Section title={translate('apiDocs.parameters')}>
            <ParameterTable parameters={operation.parameters} schemas={schemas} />
          </Section>
        )}
        {operation.body && (
          <Section title={translate('apiDocs.requestBody')}>
            <SchemaTable content={operation.body} schemas={schemas} />
          </Section>
        )}
        {operation.answer && (
          <Section title={translate('apiDocs.answer')}>
            <SchemaTable content={operation.answer} schemas={schemas} />
          </Section>
        )}
        {operation.codes.length > 0 && (
          <Section title={translate('apiDocs.codes')}>
            <CodeTable codes={operation.codes} />
          </Section>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
