import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, useTheme } from '@mui/material';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import { useTranslate } from 'react-admin';
import { DemoCard } from '../shared/DemoCard';
import { checkJson } from './checkJson';
import { INITIAL_JSON } from './marketGroups';

const baseExtensions = [json(), linter(jsonParseLinter(), { delay: 300 }), lintGutter()];

/** JSON editor demo: CodeMirror 6 with line numbers, live lint marks and a validity line. */
export default function JsonEditorPage() {
  const translate = useTranslate();
  const theme = useTheme();
  const [text, setText] = useState(INITIAL_JSON);
  const check = useMemo(() => checkJson(text), [text]);
  const label = translate('demoEditors.jsonEditor.label');
  // The editable content carries the name (the wrapper's label does not reach it); long lines wrap
  // rather than scroll sideways on a phone.
  const extensions = useMemo(
    () => [...baseExtensions, EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label })],
    [label],
  );

  return (
    <DemoCard
      title="route.jsonEditor"
      intro="demoEditors.jsonEditor.intro"
      actions={
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            disabled={!check.valid}
            onClick={() => check.valid && setText(JSON.stringify(check.value, null, 2))}
          >
            {translate('demoEditors.jsonEditor.format')}
          </Button>
          <Button variant="outlined" onClick={() => setText(INITIAL_JSON)}>
            {translate('demoEditors.jsonEditor.reset')}
          </Button>
        </Stack>
      }
    >
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          // The dark theme (oneDark) on the paper colour, and lighter line numbers: its property names
          // and line numbers read at 4.4 and 3.9:1 on its own #282c34, 5:1 and more here.
          ...(theme.palette.mode === 'dark' && {
            '& div.cm-editor, & div.cm-editor .cm-gutters': { backgroundColor: theme.palette.background.paper },
            '& .cm-editor .cm-gutters .cm-gutterElement': { color: '#a9b1bf' },
          }),
        }}
      >
        <CodeMirror
          value={text}
          onChange={setText}
          height="480px"
          theme={theme.palette.mode}
          extensions={extensions}
          aria-label={label}
          // The scrolling area is reachable by keyboard (WCAG 2.1.1), not only its editable lines.
          onCreateEditor={(view) => view.scrollDOM.setAttribute('tabindex', '0')}
        />
      </Box>
      <Alert severity={check.valid ? 'success' : 'error'} sx={{ mt: 2 }} role="status" data-testid="json-status">
        {check.valid
          ? translate('demoEditors.jsonEditor.valid')
          : translate('demoEditors.jsonEditor.invalid', { message: check.message })}
      </Alert>
    </DemoCard>
  );
}
