/**
 * `import.key` names a field, best a unique one (else a row may match several records, which the
 * server refuses). That batch keys need a resource by convention is conventionKeys.ts's.
 */
import { sourcesOf, type CheckContext } from './context';

export function checkBatch({ schema, problems }: CheckContext): void {
  const key = typeof schema.import === 'object' ? schema.import.key : undefined;
  if (key === undefined) return;
  const field = schema.fields.find((candidate) => candidate.source === key);
  if (!field || !sourcesOf(schema).has(key)) problems.add('import.key', 'notAField', { name: key, resource: schema.name });
  else if (!field.unique) problems.add('import.key', 'importKeyNotUnique', { name: key });
}
