/** Resource-level names that must point somewhere: icon, sort field, representation, toolbar extensions, export columns. */
import { namesOf, sourcesOf, type CheckContext } from './context';

export function checkResource(context: CheckContext): void {
  const { schema, env, problems } = context;
  const sources = sourcesOf(schema);
  const notAField = (at: string, name: unknown) => problems.add(at, 'notAField', { name: String(name), resource: schema.name });
  if (schema.icon !== undefined && !env.iconNames.has(schema.icon)) problems.add('icon', 'unknownIcon', { name: schema.icon, known: namesOf(env.iconNames) });
  if (schema.sort && !sources.has(schema.sort.field)) notAField('sort.field', schema.sort.field);
  if (schema.recordRepresentation !== undefined && !sources.has(schema.recordRepresentation)) {
    notAField('recordRepresentation', schema.recordRepresentation);
  }
  (schema.toolbar ?? []).forEach((name) => {
    if (env.knownToolbars && !env.knownToolbars.has(name)) problems.add(`toolbar.${name}`, 'unknownToolbar', { name: String(name), known: namesOf(env.knownToolbars) });
  });
  if (typeof schema.export === 'object') {
    for (const column of schema.export.columns ?? []) if (!sources.has(column)) notAField(`export.columns.${column}`, column);
  }
}
