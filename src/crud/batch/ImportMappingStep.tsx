/** The import's second step: per file column, the field it fills (auto-matched), or 'Do not import'. */
import { Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldSchema } from '../../kernel/types';
import type { ImportFile } from './importFile';
import type { ColumnMapping } from './importMapping';

export interface ImportMappingStepProps {
  file: ImportFile;
  fields: readonly FieldSchema[];
  labelOf: (field: FieldSchema) => string;
  mapping: ColumnMapping;
  onChange: (column: number, source: string | undefined) => void;
  /** The import key's field label, when rows may update records. */
  keyLabel?: string;
}

export function ImportMappingStep({ file, fields, labelOf, mapping, onChange, keyLabel }: ImportMappingStepProps) {
  const translate = useTranslate();
  return (
    <>
      <Typography sx={{ mb: 1 }}>{translate('bulkImport.file.fileSummary', { file: file.name, smart_count: file.rows.length })}</Typography>
      {keyLabel && <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('bulkImport.file.keyHint', { field: keyLabel })}</Typography>}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('bulkImport.file.column')}</TableCell>
            <TableCell>{translate('bulkImport.file.sample')}</TableCell>
            <TableCell>{translate('bulkImport.file.field')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {file.columns.map((column, index) => (
            <TableRow key={index}>
              <TableCell component="th" scope="row">{column}</TableCell>
              <TableCell sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {String(file.rows[0]?.cells[index] ?? '')}
              </TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={translate('bulkImport.file.fieldFor', { column })}
                  value={mapping[index] ?? ''}
                  onChange={(event) => onChange(index, event.target.value === '' ? undefined : event.target.value)}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">{translate('bulkImport.file.skip')}</option>
                  {fields.map((field) => (
                    <option key={field.source} value={field.source} disabled={mapping.includes(field.source) && mapping[index] !== field.source}>
                      {labelOf(field)}
                    </option>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
