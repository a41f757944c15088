/**
 * Styles for a box around @uiw/react-md-editor: the preview's code blocks wrap rather than scroll
 * sideways on a phone, and the toolbar's buttons (20 × 20 px as the editor draws them) are 24 × 24 px,
 * the smallest target WCAG 2.2 (2.5.8) allows.
 */
export const markdownEditorSx = {
  '& .wmde-markdown pre, & .wmde-markdown pre code': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& .w-md-editor-toolbar li > button': { width: 24, height: 24, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
} as const;
