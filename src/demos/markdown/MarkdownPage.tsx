import { useEffect, useRef, useState } from 'react';
import { Box, Button, Typography, useTheme } from '@mui/material';
import CodeIcon from '@mui/icons-material/Code';
import MDEditor from '@uiw/react-md-editor/nohighlight';
import { useTranslate } from 'react-admin';
import { HtmlCode } from '../../components/SafeHtml/HtmlCode';
import { safeUrl, sanitizeHtml } from '../../components/SafeHtml/sanitizeHtml';
import { DemoCard } from '../shared/DemoCard';
import { renderedHtml } from './renderedHtml';
import { markdownEditorSx } from '../../components/Markdown/markdownEditorSx';
import demoEditorsTexts from '../../kernel/texts/sections/demoEditors';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoEditorsTexts);

/**
 * Markdown demo: editor with a live preview and a button that gets the HTML. The 'nohighlight'
 * build renders raw HTML in the text as text (no rehype-raw), and the HTML is sanitised anyway.
 */
/** The previews never emit javascript: or data: links (React's own guard is not the only line). */
const previewOptions = { urlTransform: safeUrl };

export default function MarkdownPage() {
  const translate = useTranslate();
  const theme = useTheme();
  const [value, setValue] = useState(() => translate('demoEditors.markdown.initial'));
  const [html, setHtml] = useState<string>();
  const rendered = useRef<HTMLDivElement>(null);
  const editorBox = useRef<HTMLDivElement>(null);
  // The toolbar's icons are drawn inside named buttons: hide them from assistive tech (they would be
  // images without a text alternative).
  useEffect(() => {
    const root = editorBox.current;
    if (!root) return;
    const hide = () => root.querySelectorAll('.w-md-editor-toolbar svg:not([aria-hidden])').forEach((svg) => svg.setAttribute('aria-hidden', 'true'));
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <DemoCard
      title="route.markdown"
      intro="demoEditors.markdown.intro"
      actions={
        <Button
          variant="contained"
          startIcon={<CodeIcon />}
          onClick={() => setHtml(sanitizeHtml(renderedHtml(rendered.current)))}
        >
          {translate('demoEditors.markdown.getHtml')}
        </Button>
      }
    >
      <Box
        data-color-mode={theme.palette.mode}
        ref={editorBox}
        sx={markdownEditorSx}
      >
        <MDEditor
          value={value}
          onChange={(next) => setValue(next ?? '')}
          height={380}
          preview="live"
          previewOptions={previewOptions}
          textareaProps={{ 'aria-label': translate('route.markdown') }}
        />
      </Box>
      <Box ref={rendered} hidden>
        <MDEditor.Markdown source={value} disableCopy urlTransform={safeUrl} />
      </Box>
      {html !== undefined && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h2" gutterBottom>
            {translate('demoEditors.markdown.html')}
          </Typography>
          <HtmlCode code={html} label={translate('demoEditors.markdown.html')} />
        </Box>
      )}
    </DemoCard>
  );
}
