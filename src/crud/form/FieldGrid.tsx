/** A group's inputs in a grid of its columns on a wide screen, one column on a phone. */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { FieldSchema } from '../../kernel/types';
import { spansRow, type FormGroup } from './groups';

export type RenderField = (field: FieldSchema) => ReactNode;

export function FieldGrid({ group, renderField }: { group: FormGroup; renderField: RenderField }) {
  const { columns } = group;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${columns}, minmax(0, 1fr))` },
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'start',
      }}
    >
      {group.fields.map((field) => (
        <Box key={field.source} sx={spansRow(field) && columns > 1 ? { gridColumn: '1 / -1' } : undefined}>
          {renderField(field)}
        </Box>
      ))}
    </Box>
  );
}
