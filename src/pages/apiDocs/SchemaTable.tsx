/**
 * A body or an answer: the fields of its JSON Schema as a table (name, type, required, rules),
 * and the schema itself as JSON on demand.
 */
import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CodeIcon from '@mui/icons-material/Code';
import { useTranslate } from 'react-admin';
import type { ApiContent, JsonObject } from './readDocument';
import { RuleList } from './RuleList';
import { resolveRef, schemaRows, schemaRules, typeText } from './schemaRows';

interface SchemaTableProps {
  content: ApiContent;
  schemas: Record<string, JsonObject>;
}

/** The schema with its top-level $ref followed, as the JSON a developer would copy. */
const schemaJson = (schema: JsonObject, schemas: Record<string, JsonObject>) => JSON.stringify(resolveRef(schema, schemas), null, 2);

export function SchemaTable({ content, schemas }: SchemaTableProps) {
  const translate = useTranslate();
  const [showJson, setShowJson] = useState(false);
  const rows = schemaRows(content.schema, schemas);
  const own = schemaRules(content.schema, schemas);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        <code>{content.contentType}</code> · <code>{typeText(content.schema, schemas)}</code>
        {own.length > 0 && (
          <>
            {' · '}
            <RuleList rules={own} />
          </>
        )}
        {content.description && ` · ${content.description}`}
      </Typography>
      {rows.length > 0 ? (
        <Table size="small" sx={{ mb: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('apiDocs.column.name')}</TableCell>
              <TableCell>{translate('apiDocs.column.type')}</TableCell>
              <TableCell>{translate('apiDocs.column.required')}</TableCell>
              <TableCell>{translate('apiDocs.column.rules')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.name}>
                <TableCell sx={{ pl: 2 + row.depth * 2, fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{row.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.type}</TableCell>
                <TableCell>{row.required ? translate('apiDocs.yes') : ''}</TableCell>
                <TableCell>
                  <RuleList rules={row.rules} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        own.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('apiDocs.noFields')}
          </Typography>
        )
      )}
      <Button size="small" startIcon={<CodeIcon />} aria-expanded={showJson} onClick={() => setShowJson((shown) => !shown)}>
        {translate('apiDocs.jsonSchema')}
      </Button>
      {showJson && (
        // Focusable, so that a keyboard can scroll it.
        <Box component="pre" tabIndex={0} aria-label={translate('apiDocs.jsonSchema')} sx={{ m: 0, p: 1, maxHeight: 320, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}>
          {schemaJson(content.schema, schemas)}
        </Box>
      )}
    </Box>
  );
}
