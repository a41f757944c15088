/** Cells of long text values: a short plain-text excerpt of markdown or rich text, a monospace one of JSON or code; the whole text in a tooltip-free title. */
import { Box } from '@mui/material';
import type { CellProps } from '../types';
import { htmlText, jsonLine, markdownText, truncate } from './excerpt';

const JSON_EXCERPT = 48;

function Excerpt({ text }: { text: string }) {
  const short = truncate(text);
  return <span title={short === text.replace(/\s+/g, ' ').trim() ? undefined : truncate(text, 500)}>{short}</span>;
}

export function MarkdownCell({ value }: CellProps) {
  return typeof value === 'string' && value !== '' ? <Excerpt text={markdownText(value)} /> : null;
}

export function RichTextCell({ value }: CellProps) {
  return typeof value === 'string' && value !== '' ? <Excerpt text={htmlText(value)} /> : null;
}

/** One line of code or JSON in a monospace face, cut at JSON_EXCERPT characters. */
function CodeExcerpt({ line }: { line: string }) {
  return (
    <Box
      component="code"
      title={line.length > JSON_EXCERPT ? truncate(line, 500) : undefined}
      sx={{ display: 'inline-block', maxWidth: 280, fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}
    >
      {truncate(line, JSON_EXCERPT)}
    </Box>
  );
}

export function JsonCell({ value }: CellProps) {
  if (value === undefined || value === null) return null;
  return <CodeExcerpt line={jsonLine(value)} />;
}

export function CodeCell({ value }: CellProps) {
  return typeof value === 'string' && value.trim() !== '' ? <CodeExcerpt line={value} /> : null;
}
