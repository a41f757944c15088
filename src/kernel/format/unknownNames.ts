/**
 * zod's refusal of a field's `type` or `filter` kind, said as the schema check says it: the name
 * is unknown, and here are the names that exist. Sub-fields too
 * (`fields.steps.fields.delay.type`).
 */
import type { ProblemKind, ProblemParams } from '../check/problems';
import { FIELD_TYPES, FILTER_KINDS } from './definition/names';

type Path = readonly PropertyKey[];

const isFieldAt = (path: Path, at: number) => typeof path[at] === 'number' && path[at - 1] === 'fields';

/** The problem of an unknown type or filter kind (`value`, found at `path`), or undefined for any other refusal. */
export function unknownNameProblem(path: Path, value: unknown): { kind: ProblemKind; params: ProblemParams } | undefined {
  if (typeof value !== 'string') return undefined;
  const last = path.length - 1;
  if (path[last] === 'type' && isFieldAt(path, last - 1)) return { kind: 'unknownFieldType', params: { type: value, known: FIELD_TYPES.join(', ') } };
  const filter = (path[last] === 'filter' && isFieldAt(path, last - 1)) || (path[last] === 'kind' && path[last - 1] === 'filter' && isFieldAt(path, last - 2));
  if (filter) return { kind: 'unknownFilter', params: { name: value, known: FILTER_KINDS.join(', ') } };
  return undefined;
}
