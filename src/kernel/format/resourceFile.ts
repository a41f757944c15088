/**
 * A resource file as TypeScript: inferred from the zod definition, the one statement of
 * the format. types.ts derives the engine's schema from these types, replacing only what JSON
 * cannot hold (names of validators and mappers become functions, conditions may be functions).
 * Type-only imports: no zod at run time.
 */
import type { z } from 'zod';
import type { actionSchema, effectSchema } from './definition/action';
import type { choiceSchema, conditionSchema, endpointSchema } from './definition/common';
import type { fieldSchema, filterSchema, namedValidatorSchema } from './definition/field';
import type { endpointsSchema, listSchema, resourceFileSchema, textsSchema } from './definition/resource';

export type ResourceFile = z.infer<typeof resourceFileSchema>;
export type FileField = z.infer<typeof fieldSchema>;
export type FileAction = z.infer<typeof actionSchema>;
export type FileEffect = z.infer<typeof effectSchema>;
export type FileEndpoint = z.infer<typeof endpointSchema>;
export type FileEndpoints = z.infer<typeof endpointsSchema>;
export type FileList = z.infer<typeof listSchema>;
export type FileChoice = z.infer<typeof choiceSchema>;
export type FileFilter = z.infer<typeof filterSchema>;
export type FileCondition = z.infer<typeof conditionSchema>;
export type NamedValidator = z.infer<typeof namedValidatorSchema>;
export type FileDefaultValue = NonNullable<FileField['defaultValue']> | null;
/** Texts of the resource per language, merged into the console's catalogues when it loads. */
export type ResourceTexts = z.infer<typeof textsSchema>;
