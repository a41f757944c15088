/** The fields the server's rules name: the owner field, and the other side of each `compare`. */
import { fieldPath, sourcesOf, type CheckContext } from './context';

export function checkServerRules({ schema, problems }: CheckContext): void {
  const sources = sourcesOf(schema);
  const owner = schema.owner?.field;
  if (owner !== undefined) {
    const field = schema.fields.find((candidate) => candidate.source === owner);
    if (!field) problems.add('owner.field', 'notAField', { name: String(owner), resource: schema.name });
    else if (field.type !== 'reference' && field.type !== 'number') {
      problems.add('owner.field', 'badValue', { reason: `the owner field '${owner}' holds a user id: make it type reference or number, not ${field.type}` });
    }
  }
  schema.fields.forEach((field, index) => {
    (field.compare ?? []).forEach((rule, position) => {
      if (!sources.has(rule.field)) problems.add(`${fieldPath(field.source, index)}.compare[${position}].field`, 'notAField', { name: String(rule.field), resource: schema.name });
    });
  });
}
