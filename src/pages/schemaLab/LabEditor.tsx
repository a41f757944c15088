/**
 * The lab's JSON editor: CodeMirror with JSON highlighting, schema-aware completion (Ctrl-Space),
 * and the analysis's problems shown inline (underlines and gutter marks).
 */
import { useEffect, useMemo, useRef } from 'react';
import { Box, useTheme } from '@mui/material';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
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
  const theme = useTheme();
  const viewRef = useRef<EditorView | null>(null);
  const extensions = useMemo(
    () => [
      json(),
      jsonLanguage.data.of({ autocomplete: schemaCompletion(jsonSchema) }),
      lintGutter(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label }),
    ],
    [jsonSchema, label],
  );

  useEffect(() => {
    const view = viewRef.current;
    if (view && view.state.doc.toString() === analysed) view.dispatch(setDiagnostics(view.state, diagnostics));
  }, [diagnostics, analysed]);

  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        ...(theme.palette.mode === 'dark' && {
          '& div.cm-editor, & div.cm-editor .cm-gutters': { backgroundColor: theme.palette.background.paper },
          '& .cm-editor .cm-gutters .cm-gutterElement': { color: '#a9b1bf' },
        }),
      }}
    >
      <CodeMirror
        value={value}
        onChange={onChange}
        height="460px"
        theme={theme.palette.mode}
        extensions={extensions}
        aria-label={label}
        onCreateEditor={(view) => {
          viewRef.current = view;
          // The scrolling area is reachable by keyboard, not only its editable lines.
          view.scrollDOM.setAttribute('tabindex', '0');
          onView(view);
        }}
      />
    </Box>
  );
}
