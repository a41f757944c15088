/** The parameters of an operation: name, where it goes, type, whether required, and what it is. */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiParameter, JsonObject } from './readDocument';
import { RuleList } from './RuleList';
import { schemaRules, typeText } from './schemaRows';

export function ParameterTable({ parameters, schemas }: { parameters: readonly ApiParameter[]; schemas: Record<string, JsonObject> }) {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('apiDocs.column.name')}</TableCell>
          <TableCell>{translate('apiDocs.column.in')}</TableCell>
          <TableCell>{translate('apiDocs.column.type')}</TableCell>
          <TableCell>{translate('apiDocs.column.required')}</TableCell>
          <TableCell>{translate('apiDocs.column.rules')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {parameters.map((parameter) => (
          <TableRow key={`${parameter.in}-${parameter.name}`}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{parameter.name}</TableCell>
            <TableCell>{parameter.in}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{typeText(parameter.schema, schemas)}</TableCell>
            <TableCell>{parameter.required ? translate('apiDocs.yes') : ''}</TableCell>
            <TableCell>
              <RuleList rules={[...(parameter.description ? [{ text: parameter.description }] : []), ...schemaRules(parameter.schema, schemas)]} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
