/**
 * How a conventional resource's fields are stored: one column per field, typed by the field's
 * type. Names are checked here because they become SQL identifiers (always quoted as well).
 *
 * - text, textarea, email, url, smsCode: text
 * - number, reference (a record id): number
 * - boolean: boolean (0/1 integer on SQL)
 * - select, status: number when every choice id is a number, otherwise text
 * - datetime: the wire form of the field. 'text' (default, 'YYYY-MM-DD HH:mm:ss') and 'iso'
 *   (normalised to UTC `toISOString()`) are fixed-width text, so text order is time order and
 *   `_gte`/`_lte` compare as text; 'epoch' (ms) is a number.
 * - date ('YYYY-MM-DD'), time ('HH:mm'), color, markdown, richText, code, image, file (an upload's URL): text
 * - switch: boolean; slider, rating: number
 * - dateRange, multiSelect, tags, json, images, object, array, references (JSON_VALUE_TYPES): json,
 *   ONE JSON value (SQLite: its JSON text; PostgreSQL: jsonb), read back as the same value.
 *   A json column cannot be `unique` (refused below): equality of JSON values is not what a
 *   unique index on their text compares, and no form asks for it.
 * - password is refused: a conventional table would hold it in clear.
 */
import { JSON_VALUE_TYPES } from '../../src/kernel/format/definition/names';
import type { FieldSchema, ResourceSchema } from '../../src/kernel/types';

export type ColumnKind = 'text' | 'number' | 'boolean' | 'json';

/** Names of resources and fields: they become `res_<name>` tables and columns. */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export interface Column {
  source: string;
  kind: ColumnKind;
  field: FieldSchema;
}

const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'textarea', 'email', 'url', 'smsCode', 'date', 'time', 'color', 'markdown', 'richText', 'code', 'image', 'file']);
const JSON_TYPES: ReadonlySet<string> = new Set(JSON_VALUE_TYPES);

export function columnKindOf(field: FieldSchema): ColumnKind | undefined {
  if (TEXT_TYPES.has(field.type)) return 'text';
  if (JSON_TYPES.has(field.type)) return 'json';
  switch (field.type) {
    case 'number':
    case 'reference':
    case 'slider':
    case 'rating':
      return 'number';
    case 'boolean':
    case 'switch':
      return 'boolean';
    case 'select':
    case 'status':
      return (field.choices ?? []).length > 0 && (field.choices ?? []).every((choice) => typeof choice.id === 'number') ? 'number' : 'text';
    case 'datetime':
      return field.format?.type === 'datetime' && field.format.wire === 'epoch' ? 'number' : 'text';
    default:
      return undefined;
  }
}

/** The stored columns of a schema (every field but `id`), or the problems that keep it from being served. */
export function columnsOf(schema: ResourceSchema): { columns: Column[]; problems: string[] } {
  const problems: string[] = [];
  if (!NAME_PATTERN.test(schema.name)) problems.push(`name "${schema.name}" must match ${NAME_PATTERN.source}`);
  const columns: Column[] = [];
  const seen = new Set<string>();
  for (const field of schema.fields) {
    if (field.source === 'id') continue;
    const where = `fields.${field.source}`;
    if (!NAME_PATTERN.test(field.source)) problems.push(`${where}: a source must match ${NAME_PATTERN.source}`);
    else if (seen.has(field.source.toLowerCase())) problems.push(`${where}: declared twice`);
    const kind = columnKindOf(field);
    if (!kind) problems.push(`${where}: type ${field.type} is not served by convention`);
    if ((field.type === 'select' || field.type === 'status') && (field.choices ?? []).length === 0) problems.push(`${where}: a ${field.type} needs choices`);
    if (kind === 'json' && field.unique) problems.push(`${where}: a ${field.type} (one JSON value) cannot be unique`);
    seen.add(field.source.toLowerCase());
    if (kind && NAME_PATTERN.test(field.source)) columns.push({ source: field.source, kind, field });
  }
  const sources = new Set(schema.fields.map((field) => field.source));
  const renamed = new Set<string>();
  for (const { field } of columns) {
    const from = field.renamedFrom;
    if (from === undefined) continue;
    const where = `fields.${field.source}.renamedFrom`;
    if (!NAME_PATTERN.test(from) || from === 'id') problems.push(`${where}: "${from}" must be a stored field's former source, matching ${NAME_PATTERN.source}`);
    else if (sources.has(from)) problems.push(`${where}: "${from}" is still a field of this file: remove that field, or name another former source`);
    else if (renamed.has(from)) problems.push(`${where}: two fields are renamed from "${from}"`);
    renamed.add(from);
  }
  const owner = schema.owner?.field;
  if (owner !== undefined) {
    const column = columns.find((candidate) => candidate.source === owner);
    if (!column || (column.field.type !== 'reference' && column.field.type !== 'number')) problems.push(`owner.field: "${owner}" must be a field of type reference or number`);
  }
  return { columns, problems };
}

/** The columns of a schema already checked by columnsOf. */
export function storedColumns(schema: ResourceSchema): Column[] {
  const { columns, problems } = columnsOf(schema);
  if (problems.length > 0) throw new Error(`${schema.name}: ${problems.join('; ')}`);
  return columns;
}
