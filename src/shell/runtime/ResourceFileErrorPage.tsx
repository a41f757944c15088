/**
 * The page of resource files the console could not use: each file by name, why it could
 * not be read, and each problem naming its key, with the look of the schema error page.
 */
import { useTranslate } from 'react-admin';
import type { FileFailure } from '../../providers/resourceFiles';
import { ProblemItems } from '../ProblemItems';
import type { BrokenFile } from './types';
import { SchemaErrorStyles } from '../SchemaErrorStyles';

const failureKey = (failure: FileFailure) => `engineChecks.files.reasons.${failure.kind}`;

export function ResourceFileErrorPage({ files }: { files: readonly BrokenFile[] }) {
  const translate = useTranslate();
  return (
    <section className="schema-errors schema-errors--in-layout" role="alert" aria-labelledby="resource-file-errors-title">
      <SchemaErrorStyles />
      <h1 id="resource-file-errors-title">{translate('engineChecks.files.title')}</h1>
      <p>{translate('engineChecks.files.intro')}</p>
      {files.map((file) => (
        <div key={file.file}>
          <h2>{translate('engineChecks.files.file', { file: file.file })}</h2>
          {file.failure && <p>{translate(failureKey(file.failure), { ...file.failure })}</p>}
          <ProblemItems problems={file.problems} translate={translate} />
        </div>
      ))}
    </section>
  );
}
