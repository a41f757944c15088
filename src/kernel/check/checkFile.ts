/**
 * The one check of resource files: whether each file is a resource the console may
 * show and the server may serve, and every problem, naming the file and the key, with its
 * severity (severity.ts). The console's loader, the Node server, the Schema lab and
 * `npm run resources:check` all call it; none judges a file otherwise. Pure; imports zod.
 *
 * A file's form is checked first (parse.ts); a well-formed one is then checked with the built-in
 * resources and the other files (a file may reference `userOption`, or take a name already taken).
 * A file with an error is set aside and the others are checked again without it, until none is
 * left with an error; the built-in resources are never set aside.
 */
import { joinTexts, type RuntimeTexts } from '../texts/runtimeTexts';
import { checkSchemas } from './check';
import { checkEnv } from './checkEnv';
import type { SchemaCheckEnv } from './context';
import type { SchemaProblem } from './problems';
import { severityOf, type Severity } from './severity';
import { parseResourceFile } from '../format/parse';
import { readable } from '../format/defaults';
import type { ResourceSchema } from '../types';

export interface ResourceFileInput {
  /** How the file is named in every problem ('resources/blacklist.json'). */
  file: string;
  /** The file's content, parsed from JSON. */
  json: unknown;
}

export interface FileProblem extends SchemaProblem {
  file: string;
  severity: Severity;
}

export interface CheckedFile {
  file: string;
  json: unknown;
  /** The resource (its `texts` apart) when the file has no error; absent: the file is refused. */
  schema?: ResourceSchema;
  /** No `endpoints`: served by REST convention. */
  conventional: boolean;
  /** The file's own texts, merged into the console's catalogues when it is used. */
  texts: RuntimeTexts;
  /** Errors and warnings, in the order the check found them. */
  problems: FileProblem[];
}

export type EnvOf = (texts: RuntimeTexts) => SchemaCheckEnv;

const withFile = (file: string, problems: readonly SchemaProblem[]): FileProblem[] =>
  problems.map((problem) => ({ ...problem, file, severity: severityOf(problem.kind) }));

const hasError = (problems: readonly FileProblem[]) => problems.some((problem) => problem.severity === 'error');

interface Candidate {
  index: number;
  schema: ResourceSchema;
  texts: RuntimeTexts;
}

export function checkResourceFiles(files: readonly ResourceFileInput[], builtIns: readonly ResourceSchema[], envOf: EnvOf = checkEnv): CheckedFile[] {
  const out: CheckedFile[] = [];
  let candidates: Candidate[] = [];
  files.forEach(({ file, json }, index) => {
    const parsed = parseResourceFile(json, file);
    const problems = withFile(file, parsed.problems);
    out.push({ file, json, conventional: parsed.conventional, texts: {}, problems });
    if (!parsed.schema || hasError(problems)) return;
    const { texts = {}, ...schema } = parsed.schema;
    candidates.push({ index, schema, texts });
  });
  for (let round = 0; round <= files.length && candidates.length > 0; round += 1) {
    const found = checkSchemas([...builtIns, ...candidates.map(({ schema }) => schema)], envOf(joinTexts(candidates.map(({ texts }) => texts))));
    const own = (candidate: Candidate) =>
      withFile(out[candidate.index].file, found.filter((problem) => problem.resource === candidate.schema.name));
    const failing = candidates.filter((candidate) => hasError(own(candidate)));
    // Survivors are checked again: a problem of this round may have come from a failing file.
    const done = failing.length === 0 ? candidates : failing;
    for (const candidate of done) out[candidate.index].problems.push(...own(candidate));
    if (failing.length === 0) {
      for (const { index, schema, texts } of candidates) out[index] = { ...out[index], schema: withReadableLabel(schema, out[index].problems), texts };
      break;
    }
    candidates = candidates.filter((candidate) => !failing.includes(candidate));
  }
  return out;
}

/** A routed resource whose title is in no catalogue is named by its name in a readable form ('holdoutCampaign' → 'Holdout campaign'). */
const withReadableLabel = (schema: ResourceSchema, problems: readonly FileProblem[]): ResourceSchema =>
  problems.some((problem) => problem.kind === 'untitledRoute') ? { ...schema, label: readable(schema.name) } : schema;

/** One file alone (with the built-in resources). */
export const checkResourceFile = (file: string, json: unknown, builtIns: readonly ResourceSchema[], envOf?: EnvOf): CheckedFile =>
  checkResourceFiles([{ file, json }], builtIns, envOf)[0];

/** 'resources/x.json: blacklist › fields.phone.pattern: Expected an object, for example ...' */
export const describeFileProblem = (problem: FileProblem): string =>
  `${problem.file}: ${problem.resource} › ${problem.key}: ${problem.severity === 'warning' ? '(warning) ' : ''}${problem.message}`;
