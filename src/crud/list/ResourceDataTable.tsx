/**
 * The table of a schema on react-admin's DataTable: listed fields as columns (sortable headers,
 * named cells), row selection with the bulk actions, and the per-row actions column.
 */
import { useMemo, type ReactNode } from 'react';
import { Box, ThemeProvider, type CheckboxProps, type Theme } from '@mui/material';
import { DataTable, useDataTableRenderContext, useDataTableSortContext, useStore, useTranslate, type DataTableColumnProps } from 'react-admin';
import { fieldLabel } from '../../kernel/format/defaults';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../kernel/types';
import { FieldCell } from '../cells';
import { PositionalBody } from './PositionalBody';
import { InlineCell } from '../inline/InlineCell';
import { InlineGrid } from '../inline/InlineGrid';
import { shownColumnFields } from '../views/columns';

/** The shown columns in their order (the Columns menu sets them: crud/views/columns.ts). */
export function listedFields(schema: ResourceSchema, visible: (field: FieldSchema) => boolean, shown: readonly string[]): FieldSchema[] {
  return shownColumnFields(schema, visible, shown);
}

/** A column whose header says how the list is sorted (aria-sort), which DataTable's own header does not. */
function SortAwareColumn(props: DataTableColumnProps<AnyRecord>) {
  const context = useDataTableRenderContext();
  const sort = useDataTableSortContext();
  const sorted = context === 'header' && props.source !== undefined && sort?.field === props.source;
  return <DataTable.Col {...props} sortDirection={sorted ? (sort.order === 'DESC' ? 'desc' : 'asc') : undefined} />;
}

/**
 * DataTable's row checkbox names its outer span, not the input (axe: 'Form elements must have
 * labels'): inside the table a checkbox hands its aria-label to its input as well.
 */
const labelledCheckboxes = (theme: Theme): Theme => ({
  ...theme,
  components: {
    ...theme.components,
    MuiCheckbox: {
      ...theme.components?.MuiCheckbox,
      defaultProps: {
        ...theme.components?.MuiCheckbox?.defaultProps,
        slotProps: {
          input: (ownerState: CheckboxProps) => ({ ...ownerState.inputProps, 'aria-label': ownerState.inputProps?.['aria-label'] ?? ownerState['aria-label'] }),
        },
      },
    },
  },
});

/**
 * On a phone the table scrolls sideways in its own area, and react-admin's bulk toolbar (drawn
 * over the header) wraps its buttons instead of widening the page. Cells keep 12 px each side
 * (MUI's 16 px made the packageConf table 22 px too wide for a 1280 px window with the sidebar
 * open, so its Delete buttons sat under the card's edge behind a scroll bar).
 */
const tableSx = {
  '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' },
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1.5 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaBulkActionsToolbar-collapsed': { overflow: 'hidden' },
  '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { height: 'auto', flexWrap: 'wrap', rowGap: 0.5 },
  '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap' },
} as const;

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/** The store key of a list's shown columns, in their order (empty: the file's order). */
export const shownColumnsKey = (resource: string) => `${resource}.shownColumns`;

export interface ResourceDataTableProps {
  schema: ResourceSchema;
  visible: (field: FieldSchema) => boolean;
  bulkActions: ReactNode | false;
  rowActions?: (record: AnyRecord) => ReactNode;
  emptyText: string;
  label: string;
  /** A panel under each row (a resource's related records), opened by the row's expand button. */
  expand?: ReactNode;
}

export function ResourceDataTable({ schema, visible, bulkActions, rowActions, emptyText, label, expand }: ResourceDataTableProps) {
  const translate = useTranslate();
  const [shown] = useStore<string[]>(shownColumnsKey(schema.name), []);
  const sortableByDefault = schema.list.kind === 'client';
  // The same column elements from one interaction to the next, so DataTable's memoised header cells
  // skip a page change or a keystroke. An array, not a fragment: DataTable reads its columns as a
  // list of children (order, count, column chooser).
  const columns = useMemo(() => {
    const fieldColumns = listedFields(schema, visible, shown).map((field) => {
      const { key, fallback } = fieldLabel(schema, field);
      return (
        <SortAwareColumn
          key={field.source}
          source={field.source}
          label={translate(key, { _: fallback })}
          disableSort={!(field.sortable ?? sortableByDefault)}
          render={(record: AnyRecord) => (
            <InlineCell field={field} record={record}>
              <FieldCell field={field} record={record} />
            </InlineCell>
          )}
        />
      );
    });
    if (!rowActions) return fieldColumns;
    return [
      ...fieldColumns,
      <DataTable.Col key="operations" label={translate('crud.operations')} disableSort cellSx={noWrap} render={(record: AnyRecord) => rowActions(record)} />,
    ];
  }, [schema, visible, shown, translate, sortableByDefault, rowActions]);
  const table = (
    <ThemeProvider theme={labelledCheckboxes}>
      <DataTable
        aria-label={label}
        bulkActionButtons={bulkActions}
        rowClick={false}
        body={PositionalBody}
        expand={expand}
        hover
        empty={
          <Box role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
            {emptyText}
          </Box>
        }
        sx={tableSx}
      >
        {columns}
      </DataTable>
    </ThemeProvider>
  );
  return <InlineGrid schema={schema}>{table}</InlineGrid>;
}
