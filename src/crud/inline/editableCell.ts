/**
 * Whether a list cell edits in place (a resource's `inlineEdit`): the same rules as the edit form and
 * the server's write check (operation and field roles, `edit`, the owner rule, `disabledWhen`), and a
 * type whose own input fits in a cell.
 */
import { canDo, canEditField, changesAllRows, deletesAllRows, reaches } from '../../kernel/access/permissions';
import type { Grantee } from '../../kernel/access/grants';
import { holds } from '../../kernel/rules/conditions';
import type { AnyRecord, FieldSchema, FieldType, ResourceSchema } from '../../kernel/types';

/** Types whose input fits a table cell; big editors (rich text, JSON, uploads, groups) stay in the form. */
export const INLINE_TYPES: ReadonlySet<FieldType> = new Set<FieldType>([
  'text',
  'number',
  'email',
  'url',
  'select',
  'status',
  'boolean',
  'switch',
  'date',
  'time',
  'datetime',
  'color',
  'rating',
  'slider',
  'reference',
  'multiSelect',
  'tags',
]);

/** Single-choice inputs save as soon as a choice is made (Enter chooses the option there). */
export const SAVES_ON_CHOICE: ReadonlySet<FieldType> = new Set<FieldType>(['select', 'status', 'reference']);

/** The resource edits in place for these roles at all: inlineEdit on, an update endpoint, update allowed. */
export function inlineEditOffered(schema: ResourceSchema, grantee: Grantee): boolean {
  return schema.inlineEdit === true && Boolean(schema.endpoints.update) && canDo(schema, 'update', grantee);
}

/**
 * The rows the user may change (their own, or those a condition takes in: the others have no Edit
 * either); undefined when every row is theirs to change.
 */
export function ownRowsRule(schema: ResourceSchema, grantee: Grantee, userId: unknown): ((record: AnyRecord) => boolean) | undefined {
  if (changesAllRows(schema, grantee)) return undefined;
  return (record) => reaches(schema, 'update', grantee, record, userId);
}

/** The rows the user may delete (the others have no Delete); undefined when every row is theirs to delete. */
export function deletableRowsRule(schema: ResourceSchema, grantee: Grantee, userId: unknown): ((record: AnyRecord) => boolean) | undefined {
  if (deletesAllRows(schema, grantee)) return undefined;
  return (record) => reaches(schema, 'delete', grantee, record, userId);
}

export interface InlineEditContext {
  grantee: Grantee;
  /** From inlineEditOffered. */
  offered: boolean;
  mayChange?: (record: AnyRecord) => boolean;
}

export function isCellEditable(schema: ResourceSchema, field: FieldSchema, record: AnyRecord, context: InlineEditContext): boolean {
  if (!context.offered || field.inlineEdit === false || !INLINE_TYPES.has(field.type)) return false;
  if (field.edit === false || field.edit === 'readonly') return false;
  if (!canEditField(schema, field, context.grantee)) return false;
  // The server fills the owner field.
  if (schema.owner?.field === field.source) return false;
  if (context.mayChange && !context.mayChange(record)) return false;
  if (holds(field.disabledWhen, record)) return false;
  // The form would not show this input for this record.
  if (field.visibleWhen !== undefined && !holds(field.visibleWhen, record)) return false;
  return true;
}
