/**
 * The list table of a schema: listed fields as columns, sortable headers, per-row actions, and the
 * loading, error and empty states.
 */
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AnyRecord, FieldSchema } from '../resources/types';
import { FieldCell } from './cells';

export interface SortState {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface ResourceTableProps {
  fields: FieldSchema[];
  rows: AnyRecord[] | undefined;
  isPending: boolean;
  isFetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  sort?: SortState;
  onSort?: (field: string) => void;
  sortable?: (field: FieldSchema) => boolean;
  actions?: (record: AnyRecord) => ReactNode;
  emptyText: string;
  label: string;
}

export function listedFields(fields: FieldSchema[]): FieldSchema[] {
  return fields.filter((field) => field.list ?? field.type !== 'password');
}

export function ResourceTable({
  fields,
  rows,
  isPending,
  isFetching,
  error,
  onRetry,
  sort,
  onSort,
  sortable = (field) => field.sortable ?? true,
  actions,
  emptyText,
  label,
}: ResourceTableProps) {
  const translate = useTranslate();
  const columns = listedFields(fields);
  const span = columns.length + (actions ? 1 : 0);
  return (
    <TableContainer sx={{ position: 'relative', overflowX: 'auto' }}>
      <Box sx={{ height: 4 }}>{(isPending || isFetching) && <LinearProgress aria-label={translate('app.loading')} />}</Box>
      <Table size="small" aria-label={label} aria-busy={isPending || isFetching}>
        <TableHead>
          <TableRow>
            {columns.map((field) => {
              const title = translate(field.label ?? field.source, { _: field.label ?? field.source });
              const active = sort?.field === field.source;
              return (
                <TableCell key={field.source} sortDirection={active ? (sort?.order === 'DESC' ? 'desc' : 'asc') : false} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {onSort && sortable(field) ? (
                    <TableSortLabel
                      active={active}
                      direction={active && sort?.order === 'DESC' ? 'desc' : 'asc'}
                      onClick={() => onSort(field.source)}
                    >
                      {title}
                    </TableSortLabel>
                  ) : (
                    title
                  )}
                </TableCell>
              );
            })}
            {actions && <TableCell sx={{ fontWeight: 600 }}>{translate('crud.operations')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {error && !isPending ? (
            <TableRow>
              <TableCell colSpan={span}>
                <Alert
                  severity="error"
                  action={
                    onRetry && (
                      <Button color="inherit" size="small" onClick={onRetry}>
                        {translate('crud.retry')}
                      </Button>
                    )
                  }
                >
                  {translate('crud.loadFailed')} {error instanceof Error ? error.message : ''}
                </Alert>
              </TableCell>
            </TableRow>
          ) : !isPending && (rows?.length ?? 0) === 0 ? (
            <TableRow>
              <TableCell colSpan={span} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            rows?.map((record) => (
              <TableRow key={String(record.id)} hover>
                {columns.map((field) => (
                  <TableCell key={field.source}>
                    <FieldCell field={field} record={record} />
                  </TableCell>
                ))}
                {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(record)}</TableCell>}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
