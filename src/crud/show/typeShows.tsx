/** Detail views of the light field types that say more than their cell (a group's sub-fields, an array's rows). */
import type { ComponentType } from 'react';
import type { AnyRecord, FieldSchema } from '../../kernel/types';

export type ShowComponent = ComponentType<{ field: FieldSchema; record: AnyRecord; value: unknown }>;

export const TYPE_SHOWS: Partial<Record<string, ShowComponent>> = {};
