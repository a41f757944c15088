/**
 * Developer › API: the server's OpenAPI document, read through the providers and shown
 * with MUI: operations grouped by tag, method chips, roles, bodies and answers as field tables
 * (JSON Schema on demand) and the codes each may answer. Lazy: loaded with this page only.
 *
 * Own renderer rather than a ready one: swagger-ui-react 5 declares React < 20 only; Scalar's
 * React wrapper (0.8, the last for Node 20) renders with Vue and its own global styles; Redoc 3
 * needs Node 22 and styled-components. This page needs a few MUI tables, keeps the console's look,
 * dark mode and languages, and reads the server's x-roles and x-codes.
 */
import { useMemo, useState } from 'react';
import { Alert, Box, Button, InputAdornment, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useOpenApiDocument } from '../../providers/openApi';
import { saveFile } from '../schemaLab/download';
import { OperationItem } from './OperationItem';
import { filterGroups, readApiDocument } from './readDocument';
import apiDocsTexts from '../../kernel/texts/sections/apiDocs';
import { registerSection } from '../../providers/pageTexts';

registerSection(apiDocsTexts);

export default function ApiDocsPage() {
  const translate = useTranslate();
  const { data, error, isPending } = useOpenApiDocument();
  const [search, setSearch] = useState('');
  const view = useMemo(() => (data === undefined ? undefined : readApiDocument(data)), [data]);
  const groups = useMemo(() => (view ? filterGroups(view.groups, search) : []), [view, search]);
  const count = view ? view.groups.reduce((sum, group) => sum + group.operations.length, 0) : 0;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="h6" component="h1" sx={{ flex: '1 1 auto' }}>
            {translate('route.apiDocs')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={data === undefined}
            onClick={() => saveFile({ name: 'openapi.json', content: `${JSON.stringify(data, null, 2)}\n` })}
          >
            {translate('apiDocs.download')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('apiDocs.intro')}
        </Typography>
        {view && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="api-summary">
            {view.title} · {translate('apiDocs.version')} {view.version} · {translate('apiDocs.server')} <code>{view.server}</code> ·{' '}
            {translate('apiDocs.operations', { smart_count: count })}
          </Typography>
        )}
        {view?.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {view.description}
          </Typography>
        )}
        <TextField
          sx={{ mt: 2, width: { xs: '100%', sm: 360 } }}
          label={translate('apiDocs.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
        />
      </Paper>
      {isPending && <LinearProgress />}
      {error && <Alert severity="error">{translate('apiDocs.loadFailed', { message: error.message })}</Alert>}
      {view && groups.length === 0 && <Alert severity="info">{translate('apiDocs.noMatch')}</Alert>}
      {view &&
        groups.map((group) => (
          <Box component="section" key={group.tag} aria-labelledby={`api-tag-${group.tag}`} sx={{ mb: 3 }}>
            <Typography id={`api-tag-${group.tag}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {group.tag}
            </Typography>
            {group.description && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {group.description}
              </Typography>
            )}
            {group.operations.map((operation) => (
              <OperationItem key={operation.key} operation={operation} schemas={view.schemas} />
            ))}
          </Box>
        ))}
    </Box>
  );
}
