import { conventionalPath } from '../../../kernel/format/convention';
import type { ResourceSchema } from '../../../kernel/types';

/** Whether a record of this resource has a History tab: a conventional resource (REST by convention) without `history: false`. */
export const keepsHistory = (schema: ResourceSchema): boolean => schema.history !== false && schema.endpoints?.getOne?.path === `${conventionalPath(schema.name)}/{id}`;
