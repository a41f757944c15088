/** The envelope codes an operation may answer, with their HTTP status and meaning. */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiCode } from './readDocument';

export function CodeTable({ codes }: { codes: readonly ApiCode[] }) {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('apiDocs.column.code')}</TableCell>
          <TableCell>{translate('apiDocs.column.status')}</TableCell>
          <TableCell>{translate('apiDocs.column.meaning')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {codes.map((code) => (
          <TableRow key={`${code.code}-${code.status}`}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{code.code}</TableCell>
            <TableCell>{code.status}</TableCell>
            <TableCell>{code.meaning}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
