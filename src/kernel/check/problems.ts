/** What the schema check reports, and the English text of each problem (engineChecks section). */
import engineChecks, { type SchemaProblemKind } from '../texts/sections/engineChecks';
import { createTranslator } from '../texts/translate';

export type ProblemKind = SchemaProblemKind;

export type ProblemParams = Record<string, string | number>;

export interface SchemaProblem {
  /** The resource's name (or its position when it has none). */
  resource: string;
  /** Where in the schema: 'route.parent', 'fields.userId.requierd', 'actions.approve.label'. */
  key: string;
  kind: ProblemKind;
  params: ProblemParams;
  /** English text; the error page shows `engineChecks.problems.<kind>` in the user's language. */
  message: string;
}

const english = createTranslator(engineChecks.en);

export const problemTextKey = (kind: ProblemKind) => `engineChecks.problems.${kind}`;

/** Collects the problems of one resource. */
export class ProblemList {
  readonly items: SchemaProblem[] = [];

  constructor(readonly resource: string) {}

  add(key: string, kind: ProblemKind, params: ProblemParams = {}): void {
    this.items.push({ resource: this.resource, key, kind, params, message: english(problemTextKey(kind), params) });
  }
}
