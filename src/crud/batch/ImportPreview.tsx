/**
 * The import's check: the counts of the server's dry run and the first rows as they will be sent,
 * every refused cell marked (red, with the server's message as text a screen reader reads).
 */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportAnswer, RowRefusal } from '../../kernel/http/batch';
import type { FieldSchema } from '../../kernel/types';
import { importedValue } from '../values/importedValue';
import { wantValue, type WantedIds } from '../values/recordNames';
import { useValueText } from '../values/useValueText';
import type { ImportCell, ImportFile } from './importFile';

/** Rows shown in the preview table. */
export const PREVIEW_ROWS = 20;

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const refusedSx = { color: 'error.main', bgcolor: 'rgba(211, 47, 47, 0.08)', boxShadow: 'inset 0 0 0 1px rgba(211, 47, 47, 0.6)' } as const;

export interface ImportPreviewProps {
  file: ImportFile;
  /** The fields mapped, in column order. */
  fields: readonly FieldSchema[];
  labelOf: (field: FieldSchema) => string;
  rows: ReadonlyArray<Record<string, ImportCell>>;
  answer: ImportAnswer;
  withKey: boolean;
}

/** The message of a field of a refused row (its own, or one on a path inside it). */
function fieldMessage(refusal: RowRefusal | undefined, source: string): string | undefined {
  if (!refusal?.fields) return undefined;
  const entry = Object.entries(refusal.fields).find(([path]) => path === source || path.startsWith(`${source}.`) || path.startsWith(`${source}[`));
  return entry?.[1];
}

export function ImportPreview({ file, fields, labelOf, rows, answer, withKey }: ImportPreviewProps) {
  const translate = useTranslate();
  const text = (message: string) => translate(message, { _: message });
  const refusedBy = new Map(answer.refused.map((refusal) => [refusal.row, refusal]));
  const creates = answer.rows.filter((row) => row.action === 'create').length;
  const shown = useMemo(() => rows.slice(0, PREVIEW_ROWS), [rows]);
  const wanted = useMemo(() => {
    const ids: WantedIds = new Map();
    for (const row of shown) for (const field of fields) wantValue(ids, field, importedValue(field, row[field.source]));
    return ids;
  }, [shown, fields]);
  const { text: valueText } = useValueText(wanted);
  const marked = (message: string | undefined, content: string) =>
    message === undefined ? (
      content
    ) : (
      <>
        {content}
        <Box component="span" sx={hidden}>
          {' '}
          {translate('bulkImport.file.refusedCell', { message: text(message) })}
        </Box>
      </>
    );
  return (
    <>
      <Typography role="status">
        {translate('bulkImport.file.counts', { valid: answer.rows.length, refused: answer.refused.length })}
        {withKey && ` · ${translate('bulkImport.file.actions', { creates, updates: answer.rows.length - creates })}`}
      </Typography>
      <Box sx={{ overflowX: 'auto', mt: 1 }}>
        <Table size="small" aria-label={translate('bulkImport.file.previewCaption', { shown: shown.length, total: rows.length })}>
          <caption>{translate('bulkImport.file.previewCaption', { shown: shown.length, total: rows.length })}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{translate('bulkImport.file.rowNumber')}</TableCell>
              {fields.map((field) => (
                <TableCell key={field.source}>{labelOf(field)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, index) => {
              const refusal = refusedBy.get(index);
              // A row refused as a whole (no field named) is marked on its number.
              const rowMessage = refusal && Object.keys(refusal.fields ?? {}).length === 0 ? refusal.message : undefined;
              return (
                <TableRow key={index}>
                  <TableCell component="th" scope="row" title={rowMessage && text(rowMessage)} sx={rowMessage ? refusedSx : undefined}>
                    {marked(rowMessage, String(file.rows[index]?.line ?? index + 2))}
                  </TableCell>
                  {fields.map((field) => {
                    const message = fieldMessage(refusal, field.source);
                    return (
                      <TableCell key={field.source} title={message && text(message)} sx={message ? refusedSx : undefined} data-refused={message ? 'true' : undefined}>
                        {marked(message, valueText(field, importedValue(field, row[field.source])))}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
