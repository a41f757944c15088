/** A `markdown` field: the markdown editor of the demos (edit and live preview); the value is the markdown text. */
import { useEffect, useRef } from 'react';
import { Box, useTheme } from '@mui/material';
import MDEditor from '@uiw/react-md-editor/nohighlight';
import { safeUrl } from '../../../components/SafeHtml/sanitizeHtml';
import type { TypedInputProps } from '../typed';
import { InputFrame } from './InputFrame';
import { setValue } from './setValue';
import { useHeavyInput } from './useHeavyInput';
import { markdownEditorSx } from '../../../components/Markdown/markdownEditorSx';

const previewOptions = { urlTransform: safeUrl, skipHtml: true };

export default function MarkdownInput(props: TypedInputProps) {
  const theme = useTheme();
  const { field, frame, locked } = useHeavyInput(props);
  const box = useRef<HTMLDivElement>(null);
  // The toolbar's icons sit inside named buttons: hidden from assistive tech, as in the demo.
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const hide = () => root.querySelectorAll('.w-md-editor-toolbar svg:not([aria-hidden])').forEach((svg) => svg.setAttribute('aria-hidden', 'true'));
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <InputFrame {...frame}>
      <Box
        ref={box}
        data-color-mode={theme.palette.mode}
        sx={markdownEditorSx}
      >
        <MDEditor
          value={text}
          onChange={(next) => setValue(field.onChange, next ? next : null)}
          height={260}
          preview={locked ? 'preview' : 'edit'}
          hideToolbar={locked}
          previewOptions={previewOptions}
          textareaProps={{
            'aria-label': props.label,
            'aria-describedby': `${frame.id}-helper`,
            readOnly: props.readOnly,
            disabled: props.disabled,
            placeholder: props.placeholder,
            onBlur: () => field.onBlur(),
          }}
        />
      </Box>
    </InputFrame>
  );
}
