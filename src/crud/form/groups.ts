/**
 * A resource's `form` layout as groups of fields: the file's sections in order, then a last,
 * untitled group of the fields no section names. A group's fields that are hidden now
 * (`visibleWhen`) are left out, and a group left without one is left out too.
 */
import { get } from 'react-hook-form';
import { holds } from '../../kernel/rules/conditions';
import type { AnyRecord, FieldSchema, FieldType, FormLayout } from '../../kernel/types';

export type Columns = 1 | 2 | 3;

export interface FormGroup {
  /** Stable while the form is open: 's<index in the file>' or 'rest'. */
  key: string;
  /** The file's title (an i18n key or plain text); none for the leftover group and untitled sections. */
  title?: string;
  columns: Columns;
  fields: FieldSchema[];
}

export const LEFTOVER_KEY = 'rest';

/**
 * The groups of the form's fields (already those the mode and the user's roles allow). A field
 * named twice sits in the first section naming it; a name that is no field here is skipped.
 */
export function formGroupsOf(layout: FormLayout, fields: readonly FieldSchema[]): FormGroup[] {
  const bySource = new Map(fields.map((field) => [field.source, field]));
  const placed = new Set<string>();
  const groups: FormGroup[] = layout.sections.map((section, index) => {
    const members: FieldSchema[] = [];
    for (const source of section.fields) {
      const field = bySource.get(source);
      if (!field || placed.has(source)) continue;
      placed.add(source);
      members.push(field);
    }
    return { key: `s${index}`, title: section.title, columns: section.columns ?? 1, fields: members };
  });
  const rest = fields.filter((field) => !placed.has(field.source));
  if (rest.length > 0) groups.push({ key: LEFTOVER_KEY, columns: 1, fields: rest });
  return groups.filter((group) => group.fields.length > 0);
}

/** The groups as the user sees them now: hidden fields out, empty groups out. */
export function visibleGroupsOf(groups: readonly FormGroup[], values: AnyRecord | Record<string, unknown>): FormGroup[] {
  return groups
    .map((group) => ({ ...group, fields: group.fields.filter((field) => field.visibleWhen === undefined || holds(field.visibleWhen, values)) }))
    .filter((group) => group.fields.length > 0);
}

/** Inputs that need the whole width of a row whatever the section's columns. */
const FULL_ROW_TYPES: ReadonlySet<FieldType> = new Set<FieldType>(['textarea', 'markdown', 'richText', 'json', 'code', 'object', 'array', 'images']);

export const spansRow = (field: FieldSchema) => FULL_ROW_TYPES.has(field.type);

/** The dialog grows for sections of two or three columns. */
export const dialogWidthOf = (layout: FormLayout | undefined): 'sm' | 'md' =>
  layout?.sections.some((section) => (section.columns ?? 1) > 1) ? 'md' : 'sm';

/** Whether the form's errors (react-hook-form's, nested by path) touch one of the group's fields. */
export function groupHasError(group: FormGroup, errors: Record<string, unknown>): boolean {
  return group.fields.some((field) => get(errors, field.source) !== undefined);
}
