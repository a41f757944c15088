/** The line diff of two revisions of a resource file, pretty-printed JSON, unchanged runs folded. */
import { useMemo } from 'react';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { foldUnchanged, lineDiff, prettyJson, type DiffLine, type FoldedLines } from '../../../kernel/diff/lineDiff';
import { useRevisionFile } from '../../../providers/resourceFileRevisions';

const MARK = { same: ' ', removed: '-', added: '+' } as const;

const lineSx = (kind: DiffLine['kind']) =>
  kind === 'same' ? {} : { bgcolor: kind === 'added' ? 'success.main' : 'error.main', color: kind === 'added' ? 'success.contrastText' : 'error.contrastText' };

function Line({ line, foldedText }: { line: DiffLine | FoldedLines; foldedText: (count: number) => string }) {
  if (line.kind === 'folded') {
    return (
      <Box component="li" sx={{ color: 'text.secondary', fontStyle: 'italic', px: 1 }}>
        {foldedText(line.count)}
      </Box>
    );
  }
  return (
    <Box component="li" data-kind={line.kind} sx={{ px: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all', ...lineSx(line.kind) }}>
      {MARK[line.kind]} {line.text}
    </Box>
  );
}

export function RevisionDiff({ name, from, to }: { name: string; from: number; to: number }) {
  const translate = useTranslate();
  const before = useRevisionFile(name, from);
  const after = useRevisionFile(name, to);
  const lines = useMemo(
    () => (before.isSuccess && after.isSuccess ? foldUnchanged(lineDiff(prettyJson(before.data), prettyJson(after.data))) : undefined),
    [after.data, after.isSuccess, before.data, before.isSuccess],
  );
  const error = before.error ?? after.error;
  if (error) return <Alert severity="error">{translate('publishedResources.revisionsFailed', { message: error.message })}</Alert>;
  if (!lines) return <LinearProgress aria-label={translate('publishedResources.revisionsLoading')} />;
  if (lines.every((line) => line.kind === 'same' || line.kind === 'folded')) {
    return <Typography color="text.secondary">{translate('publishedResources.sameRevisions')}</Typography>;
  }
  return (
    <Box
      component="ol"
      aria-label={translate('publishedResources.diffLabel', { from, to })}
      sx={{ m: 0, p: 0, listStyle: 'none', fontFamily: 'monospace', fontSize: 13, border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 420, overflow: 'auto' }}
    >
      {lines.map((line, index) => (
        <Line key={index} line={line} foldedText={(count) => translate('publishedResources.folded', { count })} />
      ))}
    </Box>
  );
}
