/** The field that names a record: the resource's `recordRepresentation`, else its first text field. */
import type { ResourceSchema } from '../../kernel/types';

export function nameSourceOf(schema: Pick<ResourceSchema, 'recordRepresentation' | 'fields'>): string | undefined {
  return schema.recordRepresentation ?? schema.fields.find((field) => field.type === 'text')?.source;
}
