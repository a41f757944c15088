/**
 * Which fields the bulk edit and the import offer: the same rules as the forms (field `edit`,
 * `create`, roles), so the console offers only what the server accepts.
 */
import type { AnyRecord, FieldSchema, Identifier, ResourceSchema } from '../../kernel/types';
import { canEditField } from '../fieldAccess';
import type { Grantee } from '../../kernel/access/grants';

export type ImportFormat = 'csv' | 'xlsx';
type ImportOptions = Exclude<ResourceSchema['import'], boolean | undefined>;

export interface ImportSettings {
  formats: readonly ImportFormat[];
  /** Source of the field whose value names the record a row updates. */
  key?: string;
}

/** Types with no sense as one value on many rows, or in a spreadsheet cell. */
const NOT_BULK: ReadonlySet<FieldSchema['type']> = new Set(['password', 'smsCode']);

/** The fields the edit form lets these roles change (not absent, not read-only, roles.edit). */
export function bulkEditFields(schema: ResourceSchema, grantee: Grantee): FieldSchema[] {
  return schema.fields.filter(
    (field) => (field.edit ?? true) === true && !NOT_BULK.has(field.type) && canEditField(schema, field, grantee, 'edit'),
  );
}

export function importSettingsOf(schema: ResourceSchema): ImportSettings | undefined {
  if (!schema.import) return undefined;
  const settings: ImportOptions = schema.import === true ? {} : schema.import;
  return { formats: settings.formats ?? ['csv', 'xlsx'], key: settings.key };
}

/** The fields a row may set: those the create form lets these roles set, and the key. */
export function importFields(schema: ResourceSchema, grantee: Grantee): FieldSchema[] {
  const key = importSettingsOf(schema)?.key;
  return schema.fields.filter(
    (field) => !NOT_BULK.has(field.type) && canEditField(schema, field, grantee, 'new') && ((field.create ?? true) || field.source === key),
  );
}

/** How a row is named to the user: its record representation, else its id. */
export function recordName(schema: ResourceSchema, record: AnyRecord | undefined, id: Identifier): string {
  const shown = schema.recordRepresentation === undefined ? undefined : record?.[schema.recordRepresentation];
  return shown === undefined || shown === null || shown === '' ? `#${String(id)}` : String(shown);
}
