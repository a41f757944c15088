/** Developer › API tokens (admin): the tokens, a new one (its secret shown once), and revoking one. */
import { Alert, Box, Button, Chip, LinearProgress, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { SecretShownOnceDialog } from '../../components/SecretShownOnceDialog';
import { ViewConfirm } from '../../components/ViewConfirm';
import AddIcon from '@mui/icons-material/Add';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ApiTokenRow } from '../../kernel/http/apiTokens';
import { listApiTokens, revokeApiToken } from '../../providers/apiTokens';
import { NewTokenDialog } from './NewTokenDialog';
import rolesTokensTexts from '../../kernel/texts/sections/rolesTokens';
import { registerSection } from '../../providers/pageTexts';

registerSection(rolesTokensTexts);

const timeText = (ms: number): string => new Date(ms).toLocaleString();

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: ApiTokenRow[] };

export default function ApiTokensPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ name: string; token: string } | undefined>(undefined);
  const [revoking, setRevoking] = useState<ApiTokenRow | undefined>(undefined);

  const load = useCallback(() => {
    listApiTokens().then(
      (rows) => setLoaded({ state: 'ready', rows }),
      (error: unknown) => setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, []);
  useEffect(load, [load]);

  const revoke = async () => {
    const row = revoking;
    setRevoking(undefined);
    if (!row) return;
    try {
      await revokeApiToken(row.id);
      notify('apiTokens.revoked', { type: 'success' });
    } finally {
      load();
    }
  };

  const now = Date.now();
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
          {translate('apiTokens.intro')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {translate('apiTokens.new')}
        </Button>
      </Box>
      {loaded.state === 'loading' && <LinearProgress aria-label={translate('apiTokens.loading')} />}
      {loaded.state === 'failed' && <Alert severity="error">{translate('apiTokens.failed', { message: loaded.message })}</Alert>}
      {loaded.state === 'ready' && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('route.apiTokens')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('apiTokens.name')}</TableCell>
                <TableCell>{translate('apiTokens.roles')}</TableCell>
                <TableCell>{translate('apiTokens.created')}</TableCell>
                <TableCell>{translate('apiTokens.lastUsed')}</TableCell>
                <TableCell>{translate('apiTokens.expires')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {loaded.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{translate('apiTokens.empty')}</TableCell>
                </TableRow>
              )}
              {loaded.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ fontWeight: 500 }}>{row.name}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {row.roles.map((role) => (
                        <Chip key={role} size="small" label={role} />
                      ))}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{timeText(row.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.lastUsedAt === null ? translate('apiTokens.never') : timeText(row.lastUsedAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.expiresAt <= now ? <Chip size="small" color="warning" label={translate('apiTokens.expired')} /> : timeText(row.expiresAt)}
                  </TableCell>
                  <TableCell align="right">
                    <Button color="error" size="small" onClick={() => setRevoking(row)} aria-label={translate('apiTokens.revokeLabel', { name: row.name })}>
                      {translate('apiTokens.revoke')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <NewTokenDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created, name) => {
          setCreating(false);
          setSecret({ name, token: created.token });
          load();
        }}
      />
      <SecretShownOnceDialog
        secret={secret?.token}
        onClose={() => setSecret(undefined)}
        texts={{
          title: translate('apiTokens.secretTitle'),
          help: translate('apiTokens.secretHelp'),
          label: translate('apiTokens.secretLabel', { name: secret?.name ?? '' }),
          copy: translate('apiTokens.copy'),
          copied: translate('apiTokens.copied'),
          copyFailed: translate('apiTokens.copyFailed'),
          close: translate('apiTokens.close'),
        }}
      />
      <ViewConfirm
        isOpen={revoking !== undefined}
        title="apiTokens.revokeTitle"
        content="apiTokens.revokeContent"
        contentTranslateOptions={{ name: revoking?.name ?? '' }}
        confirm="apiTokens.revoke"
        confirmColor="warning"
        cancel="apiTokens.cancel"
        onConfirm={() => void revoke()}
        onClose={() => setRevoking(undefined)}
      />
    </Box>
  );
}
