/**
 * Quill's snow toolbar, made accessible and theme-aware: its pickers (spans with role button) get
 * names, and its icons and pickers take the theme's text colour, so they read in dark mode too.
 */
import type { Theme } from '@mui/material';
import demoEditorsTexts from '../../kernel/texts/sections/demoEditors';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoEditorsTexts);

const PICKERS = ['font', 'header', 'size', 'color', 'background', 'align'] as const;

/** Names the toolbar and its unnamed pickers inside `root` (idempotent). */
export function nameQuillToolbar(root: HTMLElement, translate: (key: string) => string): void {
  for (const toolbar of root.querySelectorAll<HTMLElement>('.ql-toolbar')) {
    toolbar.setAttribute('role', 'toolbar');
    toolbar.setAttribute('aria-label', translate('richText.toolbar'));
  }
  for (const picker of PICKERS) {
    for (const label of root.querySelectorAll<HTMLElement>(`.ql-picker.ql-${picker} > .ql-picker-label`)) {
      if (!label.getAttribute('aria-label')) label.setAttribute('aria-label', translate(`richText.${picker}`));
    }
  }
  // Icon-only buttons Quill leaves unnamed (align, colour pickers' siblings): name them by their format.
  for (const button of root.querySelectorAll<HTMLButtonElement>('.ql-toolbar button')) {
    if (button.getAttribute('aria-label')) continue;
    const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3);
    if (format) button.setAttribute('aria-label', button.value ? `${format}: ${button.value}` : format);
  }
}

/** Styles for a box around a Quill editor: toolbar icons, pickers and borders follow the theme. */
export function quillThemeSx(theme: Theme) {
  const text = theme.palette.text.primary;
  return {
    '& .ql-toolbar.ql-snow, & .ql-container.ql-snow': { borderColor: theme.palette.divider },
    '& .ql-snow .ql-stroke': { stroke: text },
    '& .ql-snow .ql-fill, & .ql-snow .ql-stroke.ql-fill': { fill: text },
    '& .ql-snow .ql-picker': { color: text },
    '& .ql-snow .ql-picker-options': { backgroundColor: theme.palette.background.paper },
    '& .ql-snow.ql-toolbar button:hover .ql-stroke, & .ql-snow.ql-toolbar button.ql-active .ql-stroke, & .ql-snow .ql-picker-label:hover .ql-stroke':
      { stroke: theme.palette.primary.main },
    '& .ql-snow.ql-toolbar button:hover .ql-fill, & .ql-snow.ql-toolbar button.ql-active .ql-fill': { fill: theme.palette.primary.main },
    '& .ql-snow.ql-toolbar button:hover, & .ql-snow.ql-toolbar button.ql-active, & .ql-snow .ql-picker-label:hover, & .ql-snow .ql-picker-item:hover':
      { color: theme.palette.primary.main },
    '& .ql-editor.ql-blank::before': { color: theme.palette.text.secondary },
    '& .ql-snow .ql-tooltip': {
      backgroundColor: theme.palette.background.paper,
      color: text,
      borderColor: theme.palette.divider,
    },
  };
}
