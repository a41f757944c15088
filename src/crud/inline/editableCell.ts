/**
 * Whether a list cell edits in place (a resource's `inlineEdit`): the same rules as the edit form and
 * the server's write check (operation and field roles, `edit`, the owner rule, `disabledWhen`), and a
 * type whose own input fits in a cell.
 */
import { canDo, canEditField, changesAllRows } from '../../kernel/access/permissions';
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
export function inlineEditOffered(schema: ResourceSchema, roles: readonly string[]): boolean {
  return schema.inlineEdit === true && Boolean(schema.endpoints.update) && canDo(schema, 'update', roles);
}

/**
 * The rows the user may change on an owned resource (others' rows have no Edit either); undefined
 * when every row is theirs to change.
 */
export function ownRowsRule(schema: ResourceSchema, roles: readonly string[], userId: unknown): ((record: AnyRecord) => boolean) | undefined {
  const ownerField = schema.owner?.field;
  if (ownerField === undefined || changesAllRows(schema, roles) || userId === undefined) return undefined;
  return (record) => record[ownerField] === userId;
}

export interface InlineEditContext {
  roles: readonly string[];
  /** From inlineEditOffered. */
  offered: boolean;
  mayChange?: (record: AnyRecord) => boolean;
}

export function isCellEditable(schema: ResourceSchema, field: FieldSchema, record: AnyRecord, context: InlineEditContext): boolean {
  if (!context.offered || field.inlineEdit === false || !INLINE_TYPES.has(field.type)) return false;
  if (field.edit === false || field.edit === 'readonly') return false;
  if (!canEditField(field, context.roles)) return false;
  // The server fills the owner field.
  if (schema.owner?.field === field.source) return false;
  if (context.mayChange && !context.mayChange(record)) return false;
  if (holds(field.disabledWhen, record)) return false;
  // The form would not show this input for this record.
  if (field.visibleWhen !== undefined && !holds(field.visibleWhen, record)) return false;
  return true;
}
