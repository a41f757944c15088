/**
 * The batch keys: `bulkEdit` and `import` are served only for a resource by convention
 * (POST /<name>/_bulk, /_import; a file without `endpoints`), and `import.key` names a field,
 * best a unique one (else a row may match several records, which the server refuses).
 */
import type { ResourceSchema } from '../types';
import { sourcesOf, type CheckContext } from './context';
import type { ProblemList } from './problems';

/** A file with its own `endpoints` and a batch key (parse.ts knows which files those are). */
export function checkBatchConvention(schema: Pick<ResourceSchema, 'bulkEdit' | 'import'>, problems: ProblemList): void {
  if (schema.bulkEdit) problems.add('bulkEdit', 'batchNeedsConvention', { name: 'bulkEdit' });
  if (schema.import) problems.add('import', 'batchNeedsConvention', { name: 'import' });
}

export function checkBatch({ schema, problems }: CheckContext): void {
  const key = typeof schema.import === 'object' ? schema.import.key : undefined;
  if (key === undefined) return;
  const field = schema.fields.find((candidate) => candidate.source === key);
  if (!field || !sourcesOf(schema).has(key)) problems.add('import.key', 'notAField', { name: key, resource: schema.name });
  else if (!field.unique) problems.add('import.key', 'importKeyNotUnique', { name: key });
}
