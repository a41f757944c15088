/**
 * The table of a schema on react-admin's DataTable: listed fields as columns (sortable headers,
 * named cells), row selection with the bulk actions, and the per-row actions column.
 */
import { useMemo, useRef, type ReactNode } from 'react';
import { Box, ThemeProvider, useMediaQuery, type CheckboxProps, type Theme } from '@mui/material';
import { DataTable, useDataTableRenderContext, useDataTableSortContext, useStore, useTranslate, type DataTableColumnProps } from 'react-admin';
import { fieldLabel } from '../../kernel/format/defaults';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../kernel/types';
import { FieldCell } from '../cells';
import { PositionalBody } from './PositionalBody';
import { InlineCell } from '../inline/InlineCell';
import { InlineGrid } from '../inline/InlineGrid';
import { shownColumnFields } from '../views/columns';
import { plainText } from '../cells/values';
import { ClampedText, clampedTextRules } from './ClampedText';
import { columnSx, columnWidthOf } from './columnWidths';
import { ResourceCardList } from './ResourceCardList';
import { useTooWide } from './useTooWide';
import { BULK_BAR_MIN_PX, BULK_COVER_VAR } from './useBulkCover';

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
 * A table too wide for its card still scrolls sideways in its own area, and react-admin's bulk
 * toolbar (drawn over the header) wraps its buttons instead of widening the page. Headers wrap
 * between words (each column's width comes from its type: columnWidths.ts). Cells keep 10 px each side
 * (MUI's 16 px made the packageConf table 22 px too wide for a 1280 px window with the sidebar
 * open, so its Delete buttons sat under the card's edge behind a scroll bar; 10 px lets the
 * campaign example's nine columns fit there).
 */
const tableSx = {
  '& .RaDataTable-headerCell': { fontWeight: 600 },
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1.25 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaBulkActionsToolbar-collapsed': { overflow: 'hidden' },
  // Over the whole region above the table (useBulkCover.ts), not react-admin's 48 px of it.
  '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
    height: 'auto',
    minHeight: `var(${BULK_COVER_VAR}, ${BULK_BAR_MIN_PX}px)`,
    transform: `translateY(calc(-1 * var(${BULK_COVER_VAR}, ${BULK_BAR_MIN_PX}px)))`,
    flexWrap: 'wrap',
    rowGap: 0.5,
  },
  '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap' },
  ...clampedTextRules,
} as const;

/** Read by a screen reader, not drawn: the name of the narrow column of "more" buttons. */
const unseen = { position: 'absolute', left: 0, top: 0, width: 1, height: 1, margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
/** The cell the unseen name is placed in (not past the table's edge). */
const actionsCellSx = { whiteSpace: 'nowrap', position: 'relative' } as const;

/** The store key of a list's shown columns, in their order (empty: the file's order). */
export const shownColumnsKey = (resource: string) => `${resource}.shownColumns`;

export interface ResourceDataTableProps {
  schema: ResourceSchema;
  visible: (field: FieldSchema) => boolean;
  bulkActions: ReactNode | false;
  /** A row's buttons; `compact`: folded into one "more" menu. */
  rowActions?: (record: AnyRecord, compact: boolean) => ReactNode;
  emptyText: string;
  label: string;
  /** A panel under each row (a resource's related records), opened by the row's expand button. */
  expand?: ReactNode;
}

const TABLE_WRAPPER = '.RaDataTable-tableWrapper';

/** Under this width a list is a list of cards (MUI's `sm`). */
const phoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

export function ResourceDataTable(props: ResourceDataTableProps) {
  const phone = useMediaQuery(phoneQuery, { noSsr: true });
  const [shown] = useStore<string[]>(shownColumnsKey(props.schema.name), []);
  const fields = useMemo(() => listedFields(props.schema, props.visible, shown), [props.schema, props.visible, shown]);
  if (phone) return <ResourceCardList {...props} columns={fields} />;
  return <WideTable {...props} fields={fields} />;
}

function WideTable({ schema, fields, bulkActions, rowActions, emptyText, label, expand }: ResourceDataTableProps & { fields: readonly FieldSchema[] }) {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const compact = useTooWide(box, TABLE_WRAPPER);
  const sortableByDefault = schema.list.kind === 'client';
  const inline = Boolean(schema.inlineEdit);
  // The same column elements from one interaction to the next, so DataTable's memoised header cells
  // skip a page change or a keystroke. An array, not a fragment: DataTable reads its columns as a
  // list of children (order, count, column chooser).
  const columns = useMemo(() => {
    const fieldColumns = fields.map((field) => {
      const { key, fallback } = fieldLabel(schema, field);
      const width = columnWidthOf(field);
      const sx = columnSx(width);
      return (
        <SortAwareColumn
          key={field.source}
          source={field.source}
          label={translate(key, { _: fallback })}
          disableSort={!(field.sortable ?? sortableByDefault)}
          sx={sx}
          render={(record: AnyRecord) => {
            const value = width.clamp ? (
              <ClampedText text={field.type === 'password' ? '' : plainText(record[field.source])}>
                <FieldCell field={field} record={record} />
              </ClampedText>
            ) : (
              <FieldCell field={field} record={record} />
            );
            // Only a resource with inline editing has the grid's cells (one component less per cell and keystroke otherwise).
            return inline ? (
              <InlineCell field={field} record={record}>
                {value}
              </InlineCell>
            ) : (
              value
            );
          }}
        />
      );
    });
    if (!rowActions) return fieldColumns;
    return [
      ...fieldColumns,
      <DataTable.Col
        key="operations"
        label={
          compact ? (
            <Box component="span" sx={unseen}>
              {translate('crud.operations')}
            </Box>
          ) : (
            translate('crud.operations')
          )
        }
        disableSort sx={actionsCellSx} render={(record: AnyRecord) => rowActions(record, compact)} />,
    ];
  }, [schema, fields, translate, sortableByDefault, inline, rowActions, compact]);
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
  return (
    <Box ref={box}>
      <InlineGrid schema={schema}>{table}</InlineGrid>
    </Box>
  );
}
