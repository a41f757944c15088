/**
 * The table of a schema on react-admin's DataTable: listed fields as columns (sortable headers,
 * named cells), row selection with the bulk actions, and the per-row actions column.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { DataTable, useStore, useTranslate } from 'react-admin';
import { fieldLabel } from '../../resources/defaults';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../resources/types';
import { FieldCell } from '../cells';

export function listedFields(schema: ResourceSchema, visible: (field: FieldSchema) => boolean, shown: readonly string[]): FieldSchema[] {
  return schema.fields.filter((field) => {
    const list = field.list ?? field.type !== 'password';
    return (list === true || (list === 'hidden' && shown.includes(field.source))) && visible(field);
  });
}

export const shownColumnsKey = (resource: string) => `${resource}.shownColumns`;

export interface ResourceDataTableProps {
  schema: ResourceSchema;
  visible: (field: FieldSchema) => boolean;
  bulkActions: ReactNode | false;
  rowActions?: (record: AnyRecord) => ReactNode;
  emptyText: string;
  label: string;
}

export function ResourceDataTable({ schema, visible, bulkActions, rowActions, emptyText, label }: ResourceDataTableProps) {
  const translate = useTranslate();
  const [shown] = useStore<string[]>(shownColumnsKey(schema.name), []);
  const sortableByDefault = schema.list.kind === 'client';
  return (
    <DataTable
      aria-label={label}
      bulkActionButtons={bulkActions}
      rowClick={false}
      hover
      empty={
        <Box role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {emptyText}
        </Box>
      }
      // A wide table scrolls in its own area, not the page (phone width).
      sx={{ '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      {listedFields(schema, visible, shown).map((field) => {
        const { key, fallback } = fieldLabel(schema, field);
        return (
          <DataTable.Col
            key={field.source}
            source={field.source}
            label={translate(key, { _: fallback })}
            disableSort={!(field.sortable ?? sortableByDefault)}
            render={(record: AnyRecord) => <FieldCell field={field} record={record} />}
          />
        );
      })}
      {rowActions && (
        <DataTable.Col
          label={translate('crud.operations')}
          disableSort
          cellSx={() => ({ whiteSpace: 'nowrap' })}
          render={(record: AnyRecord) => rowActions(record)}
        />
      )}
    </DataTable>
  );
}
