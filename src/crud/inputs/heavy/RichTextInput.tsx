/** A `richText` field: the rich-text editor of the demos (Quill); the value is its HTML, null when empty. */
import { useEffect, useMemo } from 'react';
import { Box } from '@mui/material';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { quillThemeSx } from '../../../components/RichText/quillA11y';
import { FULL_TOOLBAR } from '../../../components/RichText/RichTextInput';
import { useQuillA11y } from '../../../components/RichText/useQuillA11y';
import type { TypedInputProps } from '../typed';
import { InputFrame } from './InputFrame';
import { setValue } from './setValue';
import { useHeavyInput } from './useHeavyInput';

/** What Quill holds when nothing was typed. */
const isBlank = (html: string) => html.replace(/<(p|br|\/p)\s*\/?>/g, '').trim() === '';

export default function RichTextInput(props: TypedInputProps) {
  const { field, frame, locked } = useHeavyInput(props);
  const quillBox = useQuillA11y<HTMLDivElement>();
  // Quill's editable area has no name of its own: it takes the field's label.
  useEffect(() => {
    const editable = quillBox.current?.querySelector('.ql-editor');
    editable?.setAttribute('role', 'textbox');
    editable?.setAttribute('aria-multiline', 'true');
    editable?.setAttribute('aria-label', props.label);
    editable?.setAttribute('aria-describedby', `${frame.id}-helper`);
  });
  // Stable modules: a new object would make Quill rebuild the editor. No image button: images are their own fields.
  const modules = useMemo(() => ({ toolbar: locked ? false : FULL_TOOLBAR.map((group) => group.filter((item) => item !== 'image')) }), [locked]);
  return (
    <InputFrame {...frame}>
      <Box
        ref={quillBox}
        sx={(theme) => ({ '& .ql-editor': { minHeight: 180 }, '& .ql-container': { fontSize: 15 }, ...quillThemeSx(theme) })}
      >
        <ReactQuill
          key={locked ? 'locked' : 'open'}
          theme="snow"
          value={typeof field.value === 'string' ? field.value : ''}
          readOnly={locked}
          placeholder={props.placeholder}
          onChange={(html, _delta, source) => {
            // Quill also reports the value it was given (source 'api'), sometimes while React renders.
            if (source === 'user') setValue(field.onChange, isBlank(html) ? null : html);
          }}
          onBlur={() => field.onBlur()}
          modules={modules}
          style={{ background: 'inherit' }}
        />
      </Box>
    </InputFrame>
  );
}
