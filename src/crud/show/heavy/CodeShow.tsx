/**
 * A `code` value in the detail view: a read-only CodeMirror editor (JSON highlighted, the other
 * languages as plain text), as high as its text up to a limit, its scroll area reachable by keyboard.
 * Loaded with the first detail view that shows one.
 */
import { EditorState, EditorView } from '@uiw/react-codemirror';
import { CodeEditor } from '../../../components/CodeEditor';
import type { CodeLanguage } from '../../../kernel/format/definition/names';
import { languageExtensions } from '../../inputs/heavy/codeLanguages';

const READ_ONLY = [EditorState.readOnly.of(true), EditorView.editable.of(false)];
const extensionsOf = (language: CodeLanguage | undefined) => [...languageExtensions(language, false), ...READ_ONLY];
const BY_LANGUAGE = new Map<CodeLanguage | undefined, ReturnType<typeof extensionsOf>>();

function extensionsFor(language: CodeLanguage | undefined) {
  let found = BY_LANGUAGE.get(language);
  if (!found) BY_LANGUAGE.set(language, (found = extensionsOf(language)));
  return found;
}

const ignore = () => undefined;

export default function CodeShow({ code, language, label }: { code: string; language: CodeLanguage | undefined; label: string }) {
  return <CodeEditor value={code} onChange={ignore} label={label} height="auto" maxHeight="320px" extensions={extensionsFor(language)} />;
}
