/**
 * What is wrong with the lab's JSON, each problem placed in the text: JSON syntax, then the one
 * check of resource files (kernel/check/checkFile.ts, as the console and the server judge it) mapped
 * from the key each problem names, with the JSON Schema's violations at keys the check leaves
 * alone. Pure: the page runs it after a pause in typing and feeds the editor's lint and the list.
 */
import { jsonLanguage } from '@codemirror/lang-json';
import type { Tree } from '@lezer/common';
import { checkResourceFile, type EnvOf, type FileProblem } from '../../kernel/check/checkFile';
import { keyOf } from '../../kernel/format/issues';
import type { ResourceSchema } from '../../kernel/types';
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
  /** From the one severity table (kernel/check/severity.ts): errors keep the preview at its last valid version. */
  severity: 'error' | 'warning';
  /** The key or path it names ('fields.phone.pattern'), empty for syntax errors. */
  key: string;
  /** JSON syntax, the JSON Schema (for the editor, where the check says nothing at that key), or the one check. */
  origin: 'syntax' | 'jsonSchema' | 'check';
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
  /** The check's environment (default: the console's, kernel/check/checkEnv.ts). */
  env?: EnvOf;
}

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
  const place = (from: number, to: number, severity: LabProblem['severity'], key: string, origin: LabProblem['origin'], labText: LabText): LabProblem => {
    const start = Math.min(from, text.length);
    return { from: start, to: Math.min(Math.max(to, start), text.length), line: lineAt(text, start), severity, key, origin, text: labText };
  };
  const at = (path: readonly (string | number)[]) => locate(text, tree, path);

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const pos = syntaxPosition(error, tree, text.length);
    const message = error instanceof Error ? error.message : String(error);
    return { problems: [place(pos, pos + 1, 'error', '', 'syntax', { key: 'schemaLab.syntax', params: { message }, fallback: `JSON syntax: ${message}` })], valid: false };
  }

  // The one check decides; what the console refuses is an error here too.
  const checked = checkResourceFile(file, value, context.resources, context.env);
  const problems: LabProblem[] = [];
  const checkedKeys = new Set(checked.problems.map((problem) => problem.key));
  for (const violation of validate(context.jsonSchema, value)) {
    const key = keyOf(value, violation.path);
    if (checkedKeys.has(key)) continue;
    const spot = at(violation.path);
    const labText = { key: `schemaLab.rule.${violation.kind}`, params: violation.params, fallback: violation.kind };
    // The check decides what is refused: a violation it does not confirm refuses nothing.
    problems.push(place(spot.from, spot.to, checked.schema ? 'warning' : 'error', key, 'jsonSchema', labText));
  }
  checked.problems.forEach((problem: FileProblem) => {
    const spot = at(keyPath(problem.key) as JsonPath);
    const labText = { key: `engineChecks.problems.${problem.kind}`, params: problem.params, fallback: problem.message };
    problems.push(place(spot.from, spot.to, problem.severity, problem.key, 'check', labText));
  });
  const schema = checked.schema;
  problems.sort((a, b) => a.from - b.from);
  return { value, schema, problems, valid: schema !== undefined };
}
