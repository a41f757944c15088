/**
 * The input of each field type beyond the basic ones FieldInput draws itself: light inputs
 * (typeInputs.tsx) and heavy ones that load only with a form that uses them (heavyTypeInputs.tsx).
 */
import type { ComponentType } from 'react';
import type { FieldType } from '../../kernel/types';
import type { ResourceSchema } from '../../kernel/types';
import { HEAVY_TYPE_INPUTS } from './heavyTypeInputs';
import type { NamedInputProps } from './registry';
import { TYPE_INPUTS } from './typeInputs';

/** What a type's input receives: a named input's props, and the schema the form is for. */
export interface TypedInputProps extends NamedInputProps {
  schema: ResourceSchema;
}

export type TypedInput = ComponentType<TypedInputProps>;

const inputs: Partial<Record<FieldType, TypedInput>> = { ...TYPE_INPUTS, ...HEAVY_TYPE_INPUTS };

export const typedInputOf = (type: FieldType): TypedInput | undefined => inputs[type];
