/**
 * The input of one sub-field of a group or a row: FieldInput itself, handed down through context
 * (FieldInput provides it around a type's input), so the group inputs need not import it back.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../../kernel/types';

export interface SubFieldInputProps {
  schema: ResourceSchema;
  field: FieldSchema;
  mode: 'new' | 'edit';
  record?: AnyRecord;
  /** The group's path ('address', 'steps.2'): the sub-field's source is under it, its conditions read it. */
  scope?: string;
  /** The group is read-only or disabled: so is each of its fields. */
  locked?: { readOnly: boolean; disabled: boolean };
}

export const SubFieldInputContext = createContext<ComponentType<SubFieldInputProps> | null>(null);

export function useSubFieldInput(): ComponentType<SubFieldInputProps> {
  const Input = useContext(SubFieldInputContext);
  if (!Input) throw new Error('A group input renders only inside FieldInput');
  return Input;
}
