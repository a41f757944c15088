/** The History tab of a record's detail drawer: its audit entries, newest first, paged (lazy chunk). */
import { Alert, Box, Chip, LinearProgress, Stack, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { fieldLabel } from '../../../kernel/format/defaults';
import type { ResourceSchema } from '../../../kernel/types';
import { useHistory } from '../../../providers/audit';
import { ChangeList, whenText } from './ChangeList';

const PER_PAGE = 10;

export default function HistoryTab({ schema, id }: { schema: ResourceSchema; id: string | number }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const { data, isPending, isFetching, error } = useHistory(schema.name, id, page, PER_PAGE);
  const labelOf = (source: string): string => {
    const field = schema.fields.find((candidate) => candidate.source === source);
    if (!field) return source;
    const label = fieldLabel(schema, field);
    return translate(label.key, { _: label.fallback });
  };
  if (error) return <Alert severity="error">{translate('audit.failed', { message: error.message })}</Alert>;
  if (isPending) return <LinearProgress aria-label={translate('audit.loading')} />;
  if (data.total === 0) return <Typography color="text.secondary">{translate('audit.noHistory')}</Typography>;
  return (
    <Box aria-busy={isFetching}>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={translate('audit.history')}>
        {data.entries.map((entry) => (
          <Box component="li" key={entry.id} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" label={translate(`audit.actions.${entry.action}`, { _: entry.action })} />
              <Typography variant="body2">{entry.actorName ?? translate('audit.system')}</Typography>
              <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.at}>
                {whenText(entry.at)}
              </Typography>
            </Box>
            <ChangeList changes={entry.changes} labelOf={labelOf} />
          </Box>
        ))}
      </Stack>
      {data.total > PER_PAGE && (
        <TablePagination component="div" count={data.total} page={page} rowsPerPage={PER_PAGE} rowsPerPageOptions={[PER_PAGE]} onPageChange={(_, next) => setPage(next)} />
      )}
    </Box>
  );
}
