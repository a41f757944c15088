/** Inputs of the heavy field types (markdown, rich text, JSON, images, files), each loaded only with a form that uses it. */
import type { FieldType } from '../../kernel/types';
import type { TypedInput } from './typed';

export const HEAVY_TYPE_INPUTS: Partial<Record<FieldType, TypedInput>> = {};
