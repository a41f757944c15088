/** Shown instead of the console when the resource schemas have problems: never a blank page. */
import engineChecks from '../i18n/sections/engineChecks';
import { getLanguage } from '../i18n/language';
import { createTranslator } from '../i18n/translate';
import { problemTextKey, type SchemaProblem } from '../resources/checks/problems';
import './schemaErrorPage.css';

export function SchemaErrorPage({ problems }: { problems: readonly SchemaProblem[] }) {
  const translate = createTranslator(engineChecks[getLanguage()]);
  return (
    <main className="schema-errors" role="alert" aria-labelledby="schema-errors-title">
      <h1 id="schema-errors-title">{translate('engineChecks.page.title')}</h1>
      <p>{translate('engineChecks.page.intro')}</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={`${problem.resource}-${problem.key}-${index}`}>
            <code>{translate('engineChecks.page.item', { resource: problem.resource, key: problem.key })}</code>
            <span>{translate(problemTextKey(problem.kind), { ...problem.params, _: problem.message })}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
