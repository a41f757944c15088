/**
 * The rows a reference field points at, read once per resource: the filter bar's select and every
 * table cell of that field share this one query (the same key), so a page of 10 rows makes one
 * request, not ten.
 */
import { useGetList } from 'react-admin';
import type { AnyRecord, FieldSchema } from '../../kernel/types';

/** Most options a reference select offers (the data-only option lists are small). */
export const REFERENCE_OPTIONS_LIMIT = 1000;

export function useReferenceOptions(reference: FieldSchema['reference']): { rows: AnyRecord[]; isPending: boolean } {
  const { data, isPending } = useGetList<AnyRecord>(
    reference?.resource ?? '',
    { pagination: { page: 1, perPage: REFERENCE_OPTIONS_LIMIT }, sort: { field: reference?.optionText ?? 'id', order: 'ASC' } },
    { enabled: reference !== undefined },
  );
  return { rows: data ?? [], isPending };
}
