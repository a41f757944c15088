/**
 * A read from the API through the one HTTP client, cached by react-query (the client react-admin
 * already provides). For template endpoints that are not resources (e.g. the dashboard's
 * transactions, article statistics); resources go through the data provider.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { request, type QueryValue } from './http';

export interface ApiQueryOptions {
  /** Wait until true (e.g. a dialog opened). Default true. */
  enabled?: boolean;
}

export function useApiQuery<T>(
  path: string,
  query?: Record<string, QueryValue>,
  { enabled = true }: ApiQueryOptions = {},
): UseQueryResult<T, Error> {
  return useQuery({
    queryKey: ['api', path, query ?? {}],
    queryFn: ({ signal }) => request<T>(path, { query, signal }),
    enabled,
  });
}
