import { Box } from '@mui/material';

/** HTML source shown as text (never parsed), in a scrollable block. */
export function HtmlCode({ code, label }: { code: string; label: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{
        m: 0,
        p: 1.5,
        maxHeight: 320,
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        fontSize: 13,
        fontFamily: 'monospace',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {code}
    </Box>
  );
}
