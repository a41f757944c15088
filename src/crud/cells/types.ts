import type { ComponentType } from 'react';
import type { AnyRecord, FieldSchema } from '../../kernel/types';

/** What every cell renderer receives: the value, its record and field, and the schema's options. */
export interface CellProps {
  value: unknown;
  record: AnyRecord;
  field: FieldSchema;
  options: Record<string, unknown>;
}

export type CellComponent = ComponentType<CellProps>;
