/** Inputs of the light field types: date, time, date range, switch, slider, rating, colour, choices, tags, references, groups and rows. */
import type { FieldType } from '../../kernel/types';
import type { TypedInput } from './typed';

export const TYPE_INPUTS: Partial<Record<FieldType, TypedInput>> = {};
