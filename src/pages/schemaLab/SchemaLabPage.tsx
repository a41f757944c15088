/**
 * Developer › Schema lab: write a resource file as JSON with completion and inline
 * problems, see the page it generates on sample rows, download the file. The work is kept in this
 * browser. Lazy: CodeMirror and the JSON Schema load with this page only.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PublishIcon from '@mui/icons-material/Publish';
import FormatIcon from '@mui/icons-material/FormatAlignLeft';
import RestoreIcon from '@mui/icons-material/Restore';
import type { EditorView } from '@uiw/react-codemirror';
import type { Diagnostic } from '@codemirror/lint';
import { useTranslate } from 'react-admin';
import { ViewConfirm } from '../../components/ViewConfirm';
import type { LabProblem } from './analyse';
import { formatJson, jsonFile, saveFile } from './download';
import { loadDraft, saveDraft } from './draft';
import { LabEditor } from './LabEditor';
import { LabPreview } from './preview/LabPreview';
import { ProblemList } from './ProblemList';
import { PublishedFiles } from './publish/PublishedFiles';
import { PublishPlan } from './publish/PublishPlan';
import { PublishResult } from './publish/PublishResult';
import { usePublish } from './publish/usePublish';
import { EXAMPLE_JSON } from './template';
import { labJsonSchema, useLabAnalysis } from './useLabAnalysis';
import schemaLabTexts from '../../kernel/texts/sections/schemaLab';
import { registerSection } from '../../providers/pageTexts';

registerSection(schemaLabTexts);

export default function SchemaLabPage() {
  const translate = useTranslate();
  const [text, setTextState] = useState(loadDraft);
  const [confirmReset, setConfirmReset] = useState(false);
  const viewRef = useRef<EditorView | null>(null);
  const { analysed, analysis, preview } = useLabAnalysis(text);

  const setText = useCallback((next: string) => {
    setTextState(next);
    saveDraft(next);
  }, []);

  const messageOf = useCallback(
    (problem: LabProblem) => translate(problem.text.key, { ...problem.text.params, _: problem.text.fallback }),
    [translate],
  );
  const diagnostics = useMemo<Diagnostic[]>(
    () => analysis.problems.map((problem) => ({ from: problem.from, to: problem.to, severity: problem.severity, message: messageOf(problem) })),
    [analysis.problems, messageOf],
  );

  const jump = (problem: LabProblem) => {
    const view = viewRef.current;
    if (!view) return;
    const at = Math.min(problem.from, view.state.doc.length);
    view.dispatch({ selection: { anchor: at, head: Math.min(problem.to, view.state.doc.length) }, scrollIntoView: true });
    view.focus();
  };

  const format = formatJson(text);
  const upToDate = analysed === text;
  const label = translate('schemaLab.editor');
  const publishing = usePublish(analysis, upToDate);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="h6" component="h1" sx={{ flex: '1 1 auto' }}>
            {translate('route.schemaLab')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<FormatIcon />} disabled={format === undefined} onClick={() => format !== undefined && setText(format)}>
              {translate('schemaLab.format')}
            </Button>
            <Button variant="outlined" startIcon={<RestoreIcon />} onClick={() => setConfirmReset(true)}>
              {translate('schemaLab.reset')}
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => saveFile(jsonFile(text))}>
              {translate('schemaLab.download')}
            </Button>
            <Button
              variant="contained"
              startIcon={<PublishIcon />}
              disabled={!publishing.ready}
              loading={publishing.state.kind === 'busy'}
              title={translate(publishing.ready ? 'publishedResources.publishHint' : 'publishedResources.notReady')}
              onClick={() => void publishing.publish()}
            >
              {translate('publishedResources.publish')}
            </Button>
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('schemaLab.intro')} {translate('schemaLab.completionHint')} {translate('schemaLab.kept')}
        </Typography>
        <PublishResult state={publishing.state} onClose={publishing.dismiss} />
        <PublishPlan plan={publishing.state.kind === 'planned' ? publishing.state.plan : undefined} onConfirm={() => void publishing.confirm()} onClose={publishing.dismiss} />
      </Paper>
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          // Side by side only where the generated table fits beside the editor; stacked below (phones too).
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <LabEditor
            value={text}
            onChange={setText}
            jsonSchema={labJsonSchema}
            diagnostics={diagnostics}
            analysed={analysed}
            label={label}
            onView={(view) => {
              viewRef.current = view;
            }}
          />
          <Box aria-busy={!upToDate}>
            <ProblemList problems={analysis.problems} messageOf={messageOf} onPick={jump} />
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
          <LabPreview schema={preview} outOfDate={preview !== undefined && !analysis.valid} />
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ mt: 2, p: { xs: 1.5, sm: 2 } }}>
        <PublishedFiles onOpen={(json) => setText(JSON.stringify(json, null, 2))} />
      </Paper>
      <ViewConfirm
        isOpen={confirmReset}
        title="schemaLab.resetTitle"
        content="schemaLab.resetContent"
        confirm="crud.confirm"
        cancel="crud.cancel"
        onConfirm={() => {
          setText(EXAMPLE_JSON);
          setConfirmReset(false);
        }}
        onClose={() => setConfirmReset(false)}
      />
    </Box>
  );
}
