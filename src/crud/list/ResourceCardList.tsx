/**
 * A phone's list (under 600 px): one card per record, as react-admin's SimpleList draws it: the
 * record's title, two or three of its fields labelled, its buttons in one "more" menu, and its
 * checkbox. The selection bar sits above the cards in the flow of the page, so it never covers one.
 */
import { memo, type ReactNode } from 'react';
import { Box, Button, Checkbox, List, ListItem, Toolbar, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../kernel/types';
import { fieldLabel } from '../../kernel/format/defaults';
import { FieldCell } from '../cells';
import { plainText } from '../cells/values';
import { cardFieldsOf } from './cardFields';
import { ClampedText, clampedTextRules } from './ClampedText';

export interface ResourceCardListProps {
  schema: ResourceSchema;
  columns: readonly FieldSchema[];
  bulkActions: ReactNode | false;
  rowActions?: (record: AnyRecord, compact: boolean) => ReactNode;
  emptyText: string;
  label: string;
}

function SelectionBar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <Toolbar variant="dense" sx={{ flexWrap: 'wrap', gap: 1, py: 0.5, bgcolor: 'action.selected' }}>
      <Typography variant="body2" sx={{ flex: '1 1 auto' }}>
        {translate('ra.action.bulk_actions', { smart_count: selectedIds.length, _: `${selectedIds.length}` })}
      </Typography>
      <Button size="small" onClick={() => onUnselectItems()}>
        {translate('ra.action.unselect')}
      </Button>
      {children}
    </Toolbar>
  );
}

const Card = memo(function Card({ schema, record, title, details, selectable, selected, onToggle, actions }: {
  schema: ResourceSchema;
  record: AnyRecord;
  title?: FieldSchema;
  details: readonly FieldSchema[];
  selectable: boolean;
  selected: boolean;
  onToggle: (id: AnyRecord['id']) => void;
  actions?: ReactNode;
}) {
  const translate = useTranslate();
  const name = title ? plainText(record[title.source]) : String(record.id);
  return (
    <ListItem divider alignItems="flex-start" sx={{ gap: 1, px: 1.5 }} secondaryAction={actions} data-testid="list-card">
      {selectable && (
        <Checkbox
          edge="start"
          size="small"
          checked={selected}
          onChange={() => onToggle(record.id)}
          slotProps={{ input: { 'aria-label': translate('ra.action.select_row', { _: 'Select this row' }) + (name ? `: ${name}` : '') } }}
          sx={{ mt: -0.5 }}
        />
      )}
      <Box sx={{ minWidth: 0, flex: '1 1 auto', pr: actions ? 4 : 0 }}>
        <Typography component="div" variant="subtitle2" sx={{ fontWeight: 600 }}>
          {title ? (
            <ClampedText text={name}>
              <FieldCell field={title} record={record} />
            </ClampedText>
          ) : (
            name
          )}
        </Typography>
        {details.map((field) => {
          const { key, fallback } = fieldLabel(schema, field);
          return (
            <Box key={field.source} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', typography: 'body2', mt: 0.25, minWidth: 0 }}>
              <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                {translate(key, { _: fallback })}
              </Box>
              <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <FieldCell field={field} record={record} />
              </Box>
            </Box>
          );
        })}
      </Box>
    </ListItem>
  );
});

export function ResourceCardList({ schema, columns, bulkActions, rowActions, emptyText, label }: ResourceCardListProps) {
  const { data, selectedIds, onToggleItem } = useListContext<AnyRecord>();
  const { title, details } = cardFieldsOf(columns, schema.recordRepresentation);
  const selectable = bulkActions !== false;
  const selected = new Set(selectedIds.map(String));
  return (
    <>
      {selectable && <SelectionBar>{bulkActions}</SelectionBar>}
      {data && data.length === 0 ? (
        <Box role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {emptyText}
        </Box>
      ) : (
        <List aria-label={label} disablePadding sx={clampedTextRules}>
          {(data ?? []).map((record) => (
            <RecordContextProvider key={String(record.id)} value={record}>
              <Card
                schema={schema}
                record={record}
                title={title}
                details={details}
                selectable={selectable}
                selected={selected.has(String(record.id))}
                onToggle={onToggleItem}
                actions={rowActions?.(record, true)}
              />
            </RecordContextProvider>
          ))}
        </List>
      )}
    </>
  );
}
