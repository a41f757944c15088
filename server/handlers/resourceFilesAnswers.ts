/** The answers of /api/_resources (resourceFilesApi.ts): a file's entry, and a refused file's problems. */
import type { Severity } from '../../src/kernel/check/severity';
import type { PublishedFileInfo } from '../storage/publishedFileStore';
import type { ResourceFileEntry } from '../../src/kernel/http/resourceFiles';
import { invalid, type Refusal } from '../refusal';

export type { ResourceFileEntry };

export interface FileProblemAnswer {
  /** Where in the file: 'fields.0.type', 'route.parent'. */
  path: string;
  message: string;
  severity: Severity;
}

type EntrySource = ({ source: 'disk'; file: string } | ({ source: 'published' } & PublishedFileInfo)) & { name: string };

export function fileEntry(entry: EntrySource, served: ReadonlySet<string>): ResourceFileEntry {
  const base = { name: entry.name, source: entry.source, served: served.has(entry.name) };
  if (entry.source === 'disk') return { ...base, file: entry.file, updatedAt: null, updatedBy: null, revision: null };
  return {
    ...base,
    file: `published:${entry.name}`,
    updatedAt: new Date(entry.updatedAt).toISOString(),
    updatedBy: entry.updatedBy,
    revision: entry.revision,
  };
}

/** '40001' with each problem: `{code, message, data: {problems: [{path, message, severity}]}}`. */
export function invalidFile(name: string, problems: readonly FileProblemAnswer[]): Refusal {
  const listed = problems.slice(0, 5).map((problem) => (problem.path ? `${problem.path}: ${problem.message}` : problem.message));
  const more = problems.length > 5 ? ` (+${problems.length - 5} more)` : '';
  const message = `The resource file ${name} is refused: ${listed.join('; ')}${more}`;
  return invalid(message, undefined, { problems });
}
