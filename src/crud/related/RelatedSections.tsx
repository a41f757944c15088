/** Every relation of a record the user may see (none: nothing at all), for its detail view and its expanded row. */
import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AnyRecord, ResourceSchema } from '../../kernel/types';
import { RelatedSection } from './RelatedSection';
import { useRelations } from './useRelations';

export function RelatedSections({ schema, record }: { schema: ResourceSchema; record: AnyRecord }) {
  const translate = useTranslate();
  const { relations, grantee } = useRelations(schema);
  if (relations.length === 0) return null;
  return (
    <Box role="region" aria-label={translate('crud.related.region')}>
      {relations.map((relation) => (
        <RelatedSection key={`${relation.other.name}.${relation.target.source}`} relation={relation} record={record} grantee={grantee} />
      ))}
    </Box>
  );
}

/** The expand panel of a list row: the row's record from its context, a fresh panel per record. */
export function RelatedPanel({ schema }: { schema: ResourceSchema }) {
  const record = useRecordContext<AnyRecord>();
  if (!record) return null;
  return (
    <Box sx={{ py: 1, pl: 1 }}>
      <RelatedSections key={String(record.id)} schema={schema} record={record} />
    </Box>
  );
}
