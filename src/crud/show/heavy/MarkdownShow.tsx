/**
 * Markdown rendered for the detail view. The markdown library renders raw HTML as text and its links
 * through safeUrl; the HTML it produced is then cleaned by the console's sanitiser before it is shown,
 * so neither a script nor an event handler ever reaches the page. Lazy: it loads with the view.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Box, useTheme } from '@mui/material';
import MDEditor from '@uiw/react-md-editor/nohighlight';
import { safeUrl } from '../../../components/SafeHtml/sanitizeHtml';
import { SafeHtml } from '../../../components/SafeHtml/SafeHtml';

/** The rendered body without the preview's decorations (heading anchors, copy buttons). */
function bodyHtml(container: HTMLElement | null): string {
  const body = container?.querySelector('.wmde-markdown');
  if (!body) return '';
  const copy = body.cloneNode(true) as Element;
  copy.querySelectorAll('a.anchor, .copied').forEach((node) => node.remove());
  return copy.innerHTML.trim();
}

export default function MarkdownShow({ markdown, label }: { markdown: string; label: string }) {
  const theme = useTheme();
  const hidden = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState<string>();
  useLayoutEffect(() => setHtml(bodyHtml(hidden.current)), [markdown]);
  return (
    <Box data-color-mode={theme.palette.mode}>
      <Box ref={hidden} hidden aria-hidden>
        <MDEditor.Markdown source={markdown} disableCopy urlTransform={safeUrl} skipHtml />
      </Box>
      {html !== undefined && (
        <SafeHtml
          html={html}
          aria-label={label}
          className="wmde-markdown wmde-markdown-color"
          sx={{ bgcolor: 'transparent', fontSize: 14, '& h1': { fontSize: '1.5em' }, '& h2': { fontSize: '1.3em' }, '& img': { maxWidth: '100%' }, '& pre, & pre code': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }}
        />
      )}
    </Box>
  );
}
