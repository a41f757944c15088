/**
 * What an export of a generated list holds: the current view (its shown columns in their order,
 * its filters and sort) or everything (every field the user may view, no filters). Never a field
 * the user may not view, nor a password (the server leaves the first out of its answers too).
 */
import type { FieldSchema, ResourceSchema } from '../../kernel/types';

export type ExportScope = 'view' | 'all';

type Visible = (field: FieldSchema) => boolean;

const exportable = (field: FieldSchema, visible: Visible): boolean => field.type !== 'password' && visible(field);

export function viewExportFields(schema: ResourceSchema, visible: Visible, shown: readonly string[]): FieldSchema[] {
  const bySource = new Map(schema.fields.map((field) => [field.source, field]));
  return shown.flatMap((source) => {
    const field = bySource.get(source);
    return field && exportable(field, visible) ? [field] : [];
  });
}

/** Every field the user may view (a field marked `export: false` stays out). */
export function everythingExportFields(schema: ResourceSchema, visible: Visible): FieldSchema[] {
  return schema.fields.filter((field) => exportable(field, visible) && field.export !== false);
}
