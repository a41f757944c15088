/**
 * The zod definition of a resource file: the one the engine validates files with and the JSON
 * Schema is generated from (scripts/genResourceSchema.ts). Objects are strict: an unknown key
 * (a typo such as `requierd`) is an error. Load it lazily: zod stays out of the shell's chunks.
 */
import { actionSchema, effectSchema } from './definition/action';
import { choiceSchema, conditionSchema, endpointSchema } from './definition/common';
import { cellSchema, compareSchema, cropSchema, fieldRolesSchema, fieldSchema, filterSchema, formatSchema, namedValidatorSchema, patternSchema, referenceSchema, ruleMessagesSchema, uniqueSchema } from './definition/field';
import { accessSchema, endpointsSchema, exportSchema, formSchema, formSectionSchema, groupSchema, importSchema, listSchema, relatedSchema, messagesSchema, ownerSchema, resourceFileSchema, routeSchema, sortSchema, textsSchema } from './definition/resource';

export { resourceFileSchema };

/** Every object level of the definition, by the id its JSON Schema has under `$defs`. */
export const FILE_LEVELS = {
  Access: accessSchema,
  Action: actionSchema,
  Cell: cellSchema,
  Choice: choiceSchema,
  Compare: compareSchema,
  Condition: conditionSchema,
  Crop: cropSchema,
  Effect: effectSchema,
  Endpoint: endpointSchema,
  Endpoints: endpointsSchema,
  Export: exportSchema,
  Field: fieldSchema,
  FieldRoles: fieldRolesSchema,
  Filter: filterSchema,
  Form: formSchema,
  FormSection: formSectionSchema,
  Format: formatSchema,
  Import: importSchema,
  List: listSchema,
  Messages: messagesSchema,
  NamedValidator: namedValidatorSchema,
  Owner: ownerSchema,
  Pattern: patternSchema,
  Reference: referenceSchema,
  Related: relatedSchema,
  Route: routeSchema,
  RouteGroup: groupSchema,
  RuleMessages: ruleMessagesSchema,
  Sort: sortSchema,
  Texts: textsSchema,
  Unique: uniqueSchema,
} as const;
