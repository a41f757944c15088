/** Developer › Audit log (admin): every entry of the audit log, filtered by user, resource, action and time, paged on the server. */
import { Alert, Box, Button, Chip, LinearProgress, MenuItem, Paper, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { AUDIT_ACTIONS, type AuditEntry, type AuditFilter } from '../../kernel/http/audit';
import { isDateText } from '../../kernel/rules/typeShapes';
import { useAuditLog } from '../../providers/audit';
import { useGrantee } from '../../providers/grantee';
import { useResourceSet } from '../../resources/resourceSetContext';
import { ChangeList, whenText } from '../../crud/show/history/ChangeList';
import { PickerLocale } from '../../crud/inputs/pickers/PickerLocale';
import { auditResourceOptions } from './auditResources';
import { AuditDayFilter } from './AuditDayFilter';
import { useAuditTexts } from './useAuditTexts';
import auditTexts from '../../kernel/texts/sections/audit';
import { registerSection } from '../../providers/pageTexts';

registerSection(auditTexts);

const PER_PAGE_CHOICES = [25, 50, 100];

interface Draft {
  actor: string;
  resource: string;
  action: string;
  from: string;
  to: string;
}

const NO_ENTRIES: readonly AuditEntry[] = [];

const EMPTY: Draft = { actor: '', resource: '', action: '', from: '', to: '' };

/** Dates of the form as the API's bounds: the whole of the `to` day is included; a day that does not exist bounds nothing. */
const filterOf = (draft: Draft): AuditFilter => ({
  actor: draft.actor.trim() || undefined,
  resource: draft.resource || undefined,
  action: (draft.action || undefined) as AuditFilter['action'],
  from: isDateText(draft.from) ? new Date(`${draft.from}T00:00:00`).toISOString() : undefined,
  to: isDateText(draft.to) ? new Date(`${draft.to}T23:59:59.999`).toISOString() : undefined,
});

/** The pager wraps on a phone instead of pushing the page wider. */
const paginationSx = { '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 1 }, '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } } } as const;

/** The record's name beside its id ('Summer sale #12'); the id alone when the name is unknown. */
function RecordCell({ id, name }: { id: string | null; name: string }) {
  if (id === null) return <>—</>;
  if (name === '') return <>{id}</>;
  return (
    <>
      {name}{' '}
      <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        #{id}
      </Box>
    </>
  );
}

export default function AuditLogPage() {
  const translate = useTranslate();
  const resources = useResourceSet();
  const grantee = useGrantee();
  const resourceOptions = auditResourceOptions(resources.all, grantee, translate);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PER_PAGE_CHOICES[0]);
  const { data, isPending, isFetching, error } = useAuditLog(filter, page, perPage);
  const { resourceText, changesOf, recordName } = useAuditTexts(data?.entries ?? NO_ENTRIES);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(filterOf(draft));
    setPage(0);
  };
  const clear = () => {
    setDraft(EMPTY);
    setFilter({});
    setPage(0);
  };
  const field = (name: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <TextField size="small" fullWidth={false} sx={{ width: 180 }} label={translate(label)} value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} {...extra} />
  );

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 0.5 }}>
        {translate('audit.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('audit.intro')}
      </Typography>
      <Box component="form" role="search" onSubmit={apply} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {field('actor', 'audit.user', { inputProps: { maxLength: 100 } })}
        {field('resource', 'audit.resource', {
          select: true,
          children: [
            <MenuItem key="" value="">
              {translate('audit.allResources')}
            </MenuItem>,
            ...resourceOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            )),
          ],
        })}
        {field('action', 'audit.action', { select: true, children: [<MenuItem key="" value="">{translate('audit.all')}</MenuItem>, ...AUDIT_ACTIONS.map((action) => <MenuItem key={action} value={action}>{translate(`audit.actions.${action}`)}</MenuItem>)] })}
        <PickerLocale>
          <AuditDayFilter label={translate('audit.from')} value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
          <AuditDayFilter label={translate('audit.to')} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        </PickerLocale>
        <Button type="submit" variant="contained">
          {translate('audit.apply')}
        </Button>
        <Button onClick={clear}>{translate('audit.clear')}</Button>
      </Box>
      {error && <Alert severity="error">{translate('audit.failed', { message: error.message })}</Alert>}
      <Paper variant="outlined">
        {(isPending || isFetching) && <LinearProgress aria-label={translate('audit.loading')} />}
        {/* On a phone the table scrolls sideways in its own area, never the page. */}
        <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('route.auditLog')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('audit.when')}</TableCell>
              <TableCell>{translate('audit.who')}</TableCell>
              <TableCell>{translate('audit.action')}</TableCell>
              <TableCell>{translate('audit.resource')}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>{translate('audit.record')}</TableCell>
              <TableCell>{translate('audit.address')}</TableCell>
              {/* Wide enough for 'Field: before → after' on a line when the table scrolls sideways on a phone. */}
              <TableCell sx={{ minWidth: 260 }}>{translate('audit.changes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={entry.at}>{whenText(entry.at)}</time>
                </TableCell>
                <TableCell>{entry.actorName ?? translate('audit.system')}</TableCell>
                <TableCell>
                  <Chip size="small" label={translate(`audit.actions.${entry.action}`, { _: entry.action })} />
                </TableCell>
                <TableCell>{resourceText(entry)}</TableCell>
                <TableCell>
                  <RecordCell id={entry.recordId} name={recordName(entry)} />
                </TableCell>
                <TableCell>{entry.address ?? '—'}</TableCell>
                <TableCell>
                  <ChangeList changes={entry.changes} {...changesOf(entry)} />
                </TableCell>
              </TableRow>
            ))}
            {data && data.entries.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} align="center">
                  <Typography color="text.secondary">{translate('audit.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        </Box>
        <TablePagination
          component="div"
          sx={paginationSx}
          count={data?.total ?? 0}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={PER_PAGE_CHOICES}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </Paper>
    </Box>
  );
}
