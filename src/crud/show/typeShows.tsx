/** Detail views of the light field types that say more than their cell (a group's sub-fields, an array's rows). */
import type { ComponentType } from 'react';
import type { AnyRecord, FieldSchema } from '../../kernel/types';
import { ArrayShow, ObjectShow } from './types/nestedShows';

/** What a sub-value is drawn with: FieldShow itself, handed down (it imports this table, so it cannot be imported back). */
export type FieldShowComponent = ComponentType<{ field: FieldSchema; record: AnyRecord }>;

export type ShowComponent = ComponentType<{ field: FieldSchema; record: AnyRecord; value: unknown; FieldShow?: FieldShowComponent }>;

export const TYPE_SHOWS: Partial<Record<string, ShowComponent>> = {
  object: ObjectShow,
  array: ArrayShow,
};
