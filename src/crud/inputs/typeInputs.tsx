/** Inputs of the light field types: switch, slider, rating, colour, choices, tags, references, groups and rows. */
import type { FieldType } from '../../kernel/types';
import type { TypedInput } from './typed';
import { ArrayTypeInput } from './types/ArrayTypeInput';
import { MultiSelectInput, ReferencesInput, TagsInput } from './types/listInputs';
import { ObjectTypeInput } from './types/ObjectTypeInput';
import { ColorTypeInput, RatingTypeInput, SliderTypeInput, SwitchTypeInput } from './types/scalarInputs';

export const TYPE_INPUTS: Partial<Record<FieldType, TypedInput>> = {
  switch: SwitchTypeInput,
  slider: SliderTypeInput,
  rating: RatingTypeInput,
  color: ColorTypeInput,
  multiSelect: MultiSelectInput,
  tags: TagsInput,
  references: ReferencesInput,
  object: ObjectTypeInput,
  array: ArrayTypeInput,
};
