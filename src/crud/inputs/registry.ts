/**
 * Form inputs a schema names in a field's `input` (e.g. the article importance stars), used by the
 * create/edit dialog instead of the input of the field's type. Registered by name, as cells are.
 */
import type { ComponentType } from 'react';
import type { Validator } from 'react-admin';
import type { AnyRecord, FieldSchema } from '../../kernel/types';

/** What a named input receives: react-admin's common input props, and the field it stands for. */
export interface NamedInputProps {
  source: string;
  label: string;
  validate: Validator[];
  readOnly: boolean;
  disabled: boolean;
  fullWidth: boolean;
  helperText?: string | boolean;
  placeholder?: string;
  field: FieldSchema;
  mode: 'new' | 'edit';
  record?: AnyRecord;
}

const inputs = new Map<string, ComponentType<NamedInputProps>>();

/** Adds an input a schema can name in `input`; the same name replaces the earlier one. */
export const registerInput = (name: string, component: ComponentType<NamedInputProps>) => void inputs.set(name, component);

export const inputOf = (name: string) => inputs.get(name);

/** Names known now (the schema checker reports unknown ones). */
export const knownInputNames = () => new Set(inputs.keys());
