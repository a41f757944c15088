/**
 * The CodeMirror extensions of a `code` field's language. Only JSON has its language package in
 * the console: it is highlighted and linted; the other languages are edited as plain text.
 */
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import type { Extension } from '@uiw/react-codemirror';
import type { CodeLanguage } from '../../../kernel/format/definition/names';

const JSON_EDITING: readonly Extension[] = [json(), linter(jsonParseLinter(), { delay: 300 }), lintGutter()];
const JSON_SHOWING: readonly Extension[] = [json()];
const PLAIN: readonly Extension[] = [];

/** What an editor of the language adds: highlighting, and in an editable one the lint of JSON. */
export function languageExtensions(language: CodeLanguage | undefined, editable: boolean): readonly Extension[] {
  if (language !== 'json') return PLAIN;
  return editable ? JSON_EDITING : JSON_SHOWING;
}
