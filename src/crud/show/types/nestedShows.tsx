/** A group as a small list of its sub-fields' labels and values; rows as a small table, one column per sub-field. */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { holds } from '../../../kernel/rules/conditions';
import { isPlainObject } from '../../../kernel/rules/typeShapes';
import type { AnyRecord, FieldSchema } from '../../../kernel/types';
import { FieldCell } from '../../cells';
import { subLabel } from '../../cells/types/subLabel';
import type { FieldShowComponent } from '../typeShows';

interface NestedShowProps {
  field: FieldSchema;
  record: AnyRecord;
  value: unknown;
  FieldShow?: FieldShowComponent;
}

/** The sub-fields a detail view shows: not passwords nor `show: false` ones. */
const shownFields = (field: FieldSchema) => (field.fields ?? []).filter((sub) => sub.show ?? sub.type !== 'password');

export function ObjectShow({ field, record, value, FieldShow = FieldCell }: NestedShowProps) {
  const translate = useTranslate();
  if (!isPlainObject(value)) return <FieldCell field={field} record={record} />;
  const group = value as AnyRecord;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.5 }}>
      {shownFields(field)
        .filter((sub) => sub.visibleWhen === undefined || holds(sub.visibleWhen, group))
        .map((sub) => {
        const label = subLabel(sub);
        return (
          <Box key={sub.source} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(label.key, { _: label.fallback })}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              <FieldShow field={sub} record={group} />
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

export function ArrayShow({ field, record, value, FieldShow = FieldCell }: NestedShowProps) {
  const translate = useTranslate();
  if (!Array.isArray(value)) return <FieldCell field={field} record={record} />;
  const subs = shownFields(field);
  if (value.length === 0) return <>{translate('crud.types.items', { smart_count: 0 })}</>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(field.label ?? field.source, { _: field.label ?? field.source })}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: 0.5 }}>#</TableCell>
            {subs.map((sub) => {
              const label = subLabel(sub);
              return (
                <TableCell key={sub.source} sx={{ px: 0.5 }}>
                  {translate(label.key, { _: label.fallback })}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {value.map((row, index) => {
            const values = (isPlainObject(row) ? row : {}) as AnyRecord;
            return (
              <TableRow key={index}>
                <TableCell sx={{ px: 0.5 }}>{index + 1}</TableCell>
                {subs.map((sub) => (
                  <TableCell key={sub.source} sx={{ px: 0.5 }}>
                    <FieldShow field={sub} record={values} />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
