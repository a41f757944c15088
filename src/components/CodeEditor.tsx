/**
 * A framed CodeMirror editor, as the JSON editor demo and the Schema lab use it: named for
 * assistive technology (on its editable content), long lines wrapped (no sideways scroll on a
 * phone), the scroll area reachable by keyboard (WCAG 2.1.1), and in the dark theme oneDark on the
 * paper colour with lighter line numbers (its property names and line numbers read at 4.4 and
 * 3.9:1 on its own #282c34, 5:1 and more here). Lazy pages only: CodeMirror is large.
 */
import { useMemo } from 'react';
import { Box, useTheme } from '@mui/material';
import CodeMirror, { EditorView, type Extension } from '@uiw/react-codemirror';

export interface CodeEditorProps {
  value: string;
  onChange: (text: string) => void;
  label: string;
  height: string;
  /** With `height` 'auto': the editor grows with its text up to this height, then scrolls. */
  maxHeight?: string;
  extensions: readonly Extension[];
  onView?: (view: EditorView) => void;
}

export function CodeEditor({ value, onChange, label, height, maxHeight, extensions, onView }: CodeEditorProps) {
  const theme = useTheme();
  const all = useMemo(() => [...extensions, EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label })], [extensions, label]);
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
        height={height}
        maxHeight={maxHeight}
        theme={theme.palette.mode}
        extensions={all}
        aria-label={label}
        onCreateEditor={(view) => {
          view.scrollDOM.setAttribute('tabindex', '0');
          onView?.(view);
        }}
      />
    </Box>
  );
}
