/** Developer › API tokens (admin): the tokens, a new one (its secret shown once), and revoking one. */
import { Box, Button, Chip, Paper, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { EmptyRow, LoadStates } from '../../components/LoadStates';
import { useLoaded } from '../../components/useLoaded';
import { SecretShownOnceDialog, secretTextsOf } from '../../components/SecretShownOnceDialog';
import { ViewConfirm } from '../../components/ViewConfirm';
import { PageIntro } from '../../components/PageIntro';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ApiTokenRow } from '../../kernel/http/apiTokens';
import { listApiTokens, revokeApiToken } from '../../providers/apiTokens';
import { NewTokenDialog } from './NewTokenDialog';
import rolesTokensTexts from '../../kernel/texts/sections/rolesTokens';
import { registerSection } from '../../providers/pageTexts';

registerSection(rolesTokensTexts);

const timeText = (ms: number): string => new Date(ms).toLocaleString();

export default function ApiTokensPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { loaded, load } = useLoaded(listApiTokens);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ name: string; token: string } | undefined>(undefined);
  const [revoking, setRevoking] = useState<ApiTokenRow | undefined>(undefined);

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
      <PageIntro intro={translate('apiTokens.intro')} newLabel={translate('apiTokens.new')} onNew={() => setCreating(true)} />
      <LoadStates loaded={loaded} loadingLabel={translate('apiTokens.loading')} failedText={(message) => translate('apiTokens.failed', { message })}>
        {(rows) => (
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
                {rows.length === 0 && <EmptyRow columns={6}>{translate('apiTokens.empty')}</EmptyRow>}
                {rows.map((row) => (
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
      </LoadStates>
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
        texts={secretTextsOf(translate, 'apiTokens', { name: secret?.name ?? '' })}
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
