/**
 * What is wrong with the lab's JSON, each problem placed in the text: JSON syntax, JSON Schema
 * violations, and the resource loader's and schema check's problems mapped from the key they name.
 * Pure: the page runs it after a pause in typing and feeds the editor's lint and the problem list.
 */
import { jsonLanguage } from '@codemirror/lang-json';
import type { Tree } from '@lezer/common';
import { checkSchemas, type SchemaCheckEnv, type SchemaProblem } from '../../resources/check';
import { parseResourceFile } from '../../resources/format/parse';
import type { ResourceSchema } from '../../resources/types';
import type { JsonSchema } from './json/jsonSchema';
import { keyPath, locate, type JsonPath } from './json/jsonTree';
import { validate } from './json/validate';

/** A text to translate: key, arguments, and the English fallback. */
export interface LabText {
  key: string;
  params: Record<string, string | number>;
  fallback: string;
}

export interface LabProblem {
  from: number;
  to: number;
  line: number;
  /** Errors keep the preview at its last valid version; warnings do not. */
  severity: 'error' | 'warning';
  /** The key or path it names ('fields.phone.pattern'), empty for syntax errors. */
  key: string;
  text: LabText;
}

export interface LabAnalysis {
  value?: unknown;
  schema?: ResourceSchema;
  problems: LabProblem[];
  /** No error: the preview may show this schema. */
  valid: boolean;
}

export interface LabContext {
  jsonSchema: JsonSchema;
  /** The console's resources: references and duplicate names are checked against them. */
  resources: readonly ResourceSchema[];
  env: SchemaCheckEnv;
}

/** Schema check problems that do not change what the engine draws (texts, menu placement). */
const WARNING_KINDS: ReadonlySet<string> = new Set([
  'missingText',
  'untitledRoute',
  'unknownParent',
  'reservedParent',
  'groupIgnored',
  'groupConflict',
  'duplicateRoute',
  'duplicateResource',
  'unknownIcon',
]);

function syntaxPosition(error: unknown, tree: Tree, length: number): number {
  let first: number | undefined;
  tree.iterate({
    enter: (node) => {
      if (first === undefined && node.type.isError) first = node.from;
      return first === undefined;
    },
  });
  if (first !== undefined) return first;
  const match = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  return match ? Number(match[1]) : length;
}

const lineAt = (text: string, pos: number): number => text.slice(0, pos).split('\n').length;

export function analyse(text: string, file: string, context: LabContext): LabAnalysis {
  const tree = jsonLanguage.parser.parse(text);
  const place = (from: number, to: number, severity: LabProblem['severity'], key: string, labText: LabText): LabProblem => {
    const start = Math.min(from, text.length);
    return { from: start, to: Math.min(Math.max(to, start), text.length), line: lineAt(text, start), severity, key, text: labText };
  };
  const at = (path: readonly (string | number)[]) => locate(text, tree, path);

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const pos = syntaxPosition(error, tree, text.length);
    const message = error instanceof Error ? error.message : String(error);
    return { problems: [place(pos, pos + 1, 'error', '', { key: 'schemaLab.syntax', params: { message }, fallback: `JSON syntax: ${message}` })], valid: false };
  }

  const problems: LabProblem[] = [];
  const flagged = new Set<string>();
  for (const violation of validate(context.jsonSchema, value)) {
    const key = violation.path.join('.');
    flagged.add(key);
    const spot = at(violation.path);
    problems.push(place(spot.from, spot.to, 'error', key, { key: `schemaLab.rule.${violation.kind}`, params: violation.params, fallback: violation.kind }));
  }

  const parsed = parseResourceFile(value, file);
  const resourceProblem = (problem: SchemaProblem, severity: LabProblem['severity']) => {
    if (flagged.has(problem.key)) return;
    const spot = at(keyPath(problem.key) as JsonPath);
    problems.push(
      place(spot.from, spot.to, severity, problem.key, { key: `engineChecks.problems.${problem.kind}`, params: problem.params, fallback: problem.message }),
    );
  };
  parsed.problems.forEach((problem) => resourceProblem(problem, 'error'));

  const schema = parsed.schema;
  if (schema) {
    const others = context.resources.filter((resource) => resource !== schema);
    checkSchemas([...others, schema], context.env)
      // The registry's own resources pass the start-up check: what is left is the lab's.
      .filter((problem) => problem.resource === schema.name)
      .forEach((problem) => resourceProblem(problem, WARNING_KINDS.has(problem.kind) ? 'warning' : 'error'));
  }
  problems.sort((a, b) => a.from - b.from);
  return { value, schema, problems, valid: schema !== undefined && !problems.some((problem) => problem.severity === 'error') };
}
