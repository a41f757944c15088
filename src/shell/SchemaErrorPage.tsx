/** Shown instead of the console when the resource schemas have problems: never a blank page. */
import engineChecks from '../kernel/texts/sections/engineChecks';
import { getLanguage } from '../providers/language';
import { createTranslator } from '../kernel/texts/translate';
import type { SchemaProblem } from '../kernel/check/problems';
import { ProblemItems } from './ProblemItems';
import { SchemaErrorStyles } from './SchemaErrorStyles';

export function SchemaErrorPage({ problems }: { problems: readonly SchemaProblem[] }) {
  const translate = createTranslator(engineChecks[getLanguage()]);
  return (
    <main className="schema-errors" role="alert" aria-labelledby="schema-errors-title">
      <SchemaErrorStyles />
      <h1 id="schema-errors-title">{translate('engineChecks.page.title')}</h1>
      <p>{translate('engineChecks.page.intro')}</p>
      <ProblemItems problems={problems} translate={translate} />
    </main>
  );
}
