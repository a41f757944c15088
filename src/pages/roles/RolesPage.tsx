/** Permission › Role (admin): the service's roles with how many users hold each; new, edit, delete, and each one's permissions. */
import { Alert, Box, Button, Paper, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { PageIntro } from '../../components/PageIntro';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useLoaded } from '../../components/useLoaded';
import { listRoleRows, type RoleRow } from '../../providers/roleAdmin';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import { RoleFormDialog, type RoleFormTarget } from './RoleFormDialog';
import rolePageTexts from '../../kernel/texts/sections/rolePage';
import rolePermissionsTexts from '../../kernel/texts/sections/rolePermissions';
import { registerSection } from '../../providers/pageTexts';

registerSection(rolePageTexts, rolePermissionsTexts);

const COLUMNS = 5;
/** On a phone the description goes under the name, so the users and the buttons stay in view. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
const PLACEHOLDER_ROWS = 3;

export default function RolesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { loaded, load } = useLoaded(listRoleRows);
  const [form, setForm] = useState<RoleFormTarget | undefined>(undefined);
  const [deleting, setDeleting] = useState<RoleRow | undefined>(undefined);

  const saved = (key: string) => {
    notify(form?.mode === 'edit' ? 'rolePage.saved' : 'rolePage.created', { type: 'success', messageArgs: { key } });
    setForm(undefined);
    load();
  };
  const deleted = () => {
    setDeleting(undefined);
    notify('rolePage.deleted', { type: 'success' });
    load();
  };

  return (
    <Box sx={{ p: 2 }}>
      <PageIntro intro={translate('rolePage.intro')} newLabel={translate('rolePage.new')} onNew={() => setForm({ mode: 'create' })} />
      {loaded.state === 'failed' && <Alert severity="error">{translate('rolePage.failed', { message: loaded.message })}</Alert>}
      {loaded.state !== 'failed' && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('route.roles')} aria-busy={loaded.state === 'loading'} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('rolePage.key')}</TableCell>
                <TableCell>{translate('rolePage.name')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{translate('rolePage.description')}</TableCell>
                <TableCell align="right">{translate('rolePage.users')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {loaded.state === 'loading' &&
                Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
                  <TableRow key={row} aria-hidden>
                    {Array.from({ length: COLUMNS }, (_unused, cell) => (
                      <TableCell key={cell}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {loaded.state === 'loading' && (
                <TableRow>
                  <TableCell colSpan={COLUMNS} sx={{ border: 0, p: 0 }}>
                    <Box component="span" role="status" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                      {translate('rolePage.loading')}
                    </Box>
                  </TableCell>
                </TableRow>
              )}
              {loaded.state === 'ready' && loaded.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS}>{translate('rolePage.empty')}</TableCell>
                </TableRow>
              )}
              {loaded.state === 'ready' &&
                loaded.rows.map((row) => (
                  <TableRow key={row.key}>
                    <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'break-word' }}>{row.key}</TableCell>
                    <TableCell>
                      <Box component="span" sx={{ fontWeight: 500 }}>
                        {row.name}
                      </Box>
                      {row.description !== '' && (
                        <Typography variant="body2" color="text.secondary" sx={NARROW_ONLY}>
                          {row.description}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ ...WIDE_ONLY, minWidth: 160 }}>{row.description}</TableCell>
                    <TableCell align="right">{row.users}</TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-end', justifyContent: 'flex-end' }}>
                        <Button
                          size="small"
                          component={Link}
                          to={`/permission/roles/${encodeURIComponent(row.key)}`}
                          aria-label={translate('rolePermissions.openLabel', { key: row.key })}
                        >
                          {translate('rolePermissions.open')}
                        </Button>
                        <Button size="small" onClick={() => setForm({ mode: 'edit', role: row })} aria-label={translate('rolePage.editLabel', { key: row.key })}>
                          {translate('rolePage.edit')}
                        </Button>
                        <Button size="small" color="error" onClick={() => setDeleting(row)} aria-label={translate('rolePage.deleteLabel', { key: row.key })}>
                          {translate('rolePage.delete')}
                        </Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <RoleFormDialog target={form} onClose={() => setForm(undefined)} onSaved={saved} />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(undefined)} onDeleted={deleted} />
    </Box>
  );
}
