/**
 * Defaults of a schema: labels follow react-admin's convention
 * `resources.<name>.fields.<source>` and fall back to a readable form of the source; the page
 * texts default from the resource label. Pure: no React, no catalogue.
 */
import type { FieldSchema, ResourceMessages, ResourceSchema } from '../types';

/** 'createTime' → 'Create time', 'user_name' → 'User name'. */
export function readable(source: string): string {
  const words = source
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const resourceLabelKey = (schema: Pick<ResourceSchema, 'name'>) => `resources.${schema.name}.name`;
export const fieldLabelKey = (schema: Pick<ResourceSchema, 'name'>, source: string) => `resources.${schema.name}.fields.${source}`;

/** The i18n key (or text) of a field's column header, and the fallback shown when the catalogue lacks it. */
export function fieldLabel(schema: Pick<ResourceSchema, 'name'>, field: Pick<FieldSchema, 'source' | 'label'>): { key: string; fallback: string } {
  return { key: field.label ?? fieldLabelKey(schema, field.source), fallback: field.label ?? readable(field.source) };
}

export function inputLabel(schema: Pick<ResourceSchema, 'name'>, field: Pick<FieldSchema, 'source' | 'label' | 'inputLabel'>) {
  return field.inputLabel ? { key: field.inputLabel, fallback: field.inputLabel } : fieldLabel(schema, field);
}

export function resourceLabel(schema: Pick<ResourceSchema, 'name' | 'label'>): { key: string; fallback: string } {
  return { key: schema.label ?? resourceLabelKey(schema), fallback: schema.label ?? readable(schema.name) };
}

/**
 * The page texts: the schema's own, else generic catalogue keys taking the resource label as
 * %{name} ('New %{name}', 'Edit %{name}', 'Delete this %{name}?').
 */
export function messagesOf(schema: Pick<ResourceSchema, 'messages' | 'trash'>): ResourceMessages {
  const own = schema.messages ?? {};
  return {
    create: own.create ?? 'crud.defaults.create',
    createTitle: own.createTitle ?? 'crud.defaults.createTitle',
    editTitle: own.editTitle ?? 'crud.defaults.editTitle',
    deleteConfirm: own.deleteConfirm ?? (schema.trash ? 'crud.trash.deleteConfirm' : 'crud.defaults.deleteConfirm'),
    // Bulk delete asks with the resource's own confirm text when it has one.
    bulkDeleteConfirm: own.bulkDeleteConfirm ?? own.deleteConfirm ?? (schema.trash ? 'crud.trash.bulkDeleteConfirm' : 'crud.defaults.bulkDeleteConfirm'),
    savedDetail: own.savedDetail,
    showTitle: own.showTitle ?? 'crud.defaults.showTitle',
    empty: own.empty,
  };
}
