/** The sub-fields of a group or a row as inputs under a path, each reading its siblings' values. */
import { useRoles } from '../../../providers/useRoles';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../../kernel/types';
import { subFieldAllows } from '../../fieldAccess';
import { useSubFieldInput } from './subFieldInput';

export interface SubFieldsProps {
  schema: ResourceSchema;
  fields: readonly FieldSchema[];
  mode: 'new' | 'edit';
  record?: AnyRecord;
  /** The group's path: 'address', 'steps.2'. */
  scope: string;
  readOnly: boolean;
  disabled: boolean;
}

/** Which sub-fields a form shows: those of the mode (create/edit false leave it; 'readonly' stays, read-only) that the user may see. */
export const formSubFields = (fields: readonly FieldSchema[], mode: 'new' | 'edit', roles: readonly string[]) =>
  fields.filter((field) => (mode === 'new' ? field.create !== false : field.edit !== false) && subFieldAllows(field, roles, false));

export function SubFields({ schema, fields, mode, record, scope, readOnly, disabled }: SubFieldsProps) {
  const SubField = useSubFieldInput();
  const roles = useRoles();
  const locked = { readOnly, disabled };
  return (
    <>
      {formSubFields(fields, mode, roles).map((field) => (
        <SubField key={field.source} schema={schema} field={field} mode={mode} record={record} scope={scope} locked={locked} />
      ))}
    </>
  );
}

/** A new row's values: each sub-field's fixed default. */
export function newRowOf(fields: readonly FieldSchema[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of fields) if (field.defaultValue !== undefined && typeof field.defaultValue !== 'function') row[field.source] = field.defaultValue;
  return row;
}
