/**
 * One page of the other resource's records whose link field names this record, read from the
 * server (the other resource's list with the filter `{ <target>: <id> }`: equality for a reference,
 * "the list holds the id" for a references field), a page at a time.
 */
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { AnyRecord, Identifier } from '../../kernel/types';
import type { Relation } from './relations';

/** Rows a related table shows at once: a glance, the other resource's page has the rest. */
export const RELATED_PER_PAGE = 5;

export function useRelatedRecords(relation: Relation, id: Identifier) {
  const [page, setPage] = useState(1);
  const { other, target } = relation;
  const sort = other.sort ?? { field: 'id', order: 'DESC' };
  const query = useGetList<AnyRecord>(
    other.name,
    { pagination: { page, perPage: RELATED_PER_PAGE }, sort, filter: { [target.source]: id } },
    // The page shown stays while the next one loads.
    { placeholderData: (previous) => previous },
  );
  return { ...query, page, setPage, perPage: RELATED_PER_PAGE };
}
