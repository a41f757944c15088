/**
 * A cell of an import file as the value it will be stored as, for the preview to read it as a
 * person does: JSON text of a list or group parsed, 'true'/'false' of a yes/no field a boolean.
 * What is sent is the cell itself; the server reads it the same way.
 */
import { JSON_VALUE_TYPES } from '../../kernel/format/definition/names';
import type { FieldSchema } from '../../kernel/types';

export function importedValue(field: Pick<FieldSchema, 'type'>, cell: string | number | boolean | undefined): unknown {
  if (typeof cell !== 'string') return cell;
  const text = cell.trim();
  if (JSON_VALUE_TYPES.includes(field.type) && /^[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return cell;
    }
  }
  if ((field.type === 'boolean' || field.type === 'switch') && (text === 'true' || text === 'false')) return text === 'true';
  return cell;
}
