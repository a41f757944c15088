/**
 * The lab's JSON editor: CodeMirror with JSON highlighting, schema-aware completion (Ctrl-Space),
 * and the analysis's problems shown inline (underlines and gutter marks).
 */
import { useEffect, useMemo, useRef } from 'react';
import type { EditorView } from '@uiw/react-codemirror';
import { CodeEditor } from '../../components/CodeEditor';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { schemaCompletion } from './json/completion';
import type { JsonSchema } from './json/jsonSchema';

interface LabEditorProps {
  value: string;
  onChange: (text: string) => void;
  jsonSchema: JsonSchema;
  /** Problems of `analysed`, shown only while the editor still holds that text. */
  diagnostics: readonly Diagnostic[];
  analysed: string;
  label: string;
  onView: (view: EditorView) => void;
}

export function LabEditor({ value, onChange, jsonSchema, diagnostics, analysed, label, onView }: LabEditorProps) {
  const viewRef = useRef<EditorView | null>(null);
  const extensions = useMemo(() => [json(), jsonLanguage.data.of({ autocomplete: schemaCompletion(jsonSchema) }), lintGutter()], [jsonSchema]);

  useEffect(() => {
    const view = viewRef.current;
    if (view && view.state.doc.toString() === analysed) view.dispatch(setDiagnostics(view.state, diagnostics));
  }, [diagnostics, analysed]);

  return (
    <CodeEditor
      value={value}
      onChange={onChange}
      label={label}
      height="460px"
      extensions={extensions}
      onView={(view) => {
        viewRef.current = view;
        onView(view);
      }}
    />
  );
}
