import { useMemo, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { CodeEditor } from '../../components/CodeEditor';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import { useTranslate } from 'react-admin';
import { DemoCard } from '../shared/DemoCard';
import { checkJson } from './checkJson';
import { INITIAL_JSON } from './marketGroups';
import demoEditorsTexts from '../../kernel/texts/sections/demoEditors';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoEditorsTexts);

const extensions = [json(), linter(jsonParseLinter(), { delay: 300 }), lintGutter()];

/** JSON editor demo: CodeMirror 6 with line numbers, live lint marks and a validity line. */
export default function JsonEditorPage() {
  const translate = useTranslate();
  const [text, setText] = useState(INITIAL_JSON);
  const check = useMemo(() => checkJson(text), [text]);
  const label = translate('demoEditors.jsonEditor.label');

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
      <CodeEditor value={text} onChange={setText} label={label} height="480px" extensions={extensions} />
      <Alert severity={check.valid ? 'success' : 'error'} sx={{ mt: 2 }} role="status" data-testid="json-status">
        {check.valid
          ? translate('demoEditors.jsonEditor.valid')
          : translate('demoEditors.jsonEditor.invalid', { message: check.message })}
      </Alert>
    </DemoCard>
  );
}
