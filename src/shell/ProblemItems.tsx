/** The problems of resource schemas as a list, each naming resource and key (the schema error pages). */
import { problemTextKey, type SchemaProblem } from '../kernel/check/problems';
import type { TranslateOptions } from '../kernel/texts/translate';

export type Translate = (key: string, options?: TranslateOptions) => string;

export function ProblemItems({ problems, translate }: { problems: readonly SchemaProblem[]; translate: Translate }) {
  return (
    <ul>
      {problems.map((problem, index) => (
        <li key={`${problem.resource}-${problem.key}-${index}`}>
          <code>{translate('engineChecks.page.item', { resource: problem.resource, key: problem.key })}</code>
          <span>{translate(problemTextKey(problem.kind), { ...problem.params, _: problem.message })}</span>
        </li>
      ))}
    </ul>
  );
}
