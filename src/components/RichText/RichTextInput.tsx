/**
 * A rich-text form input on react-quill-new (the maintained React 19 fork of react-quill). Loaded
 * only with the pages that use it.
 */
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { quillThemeSx } from './quillA11y';
import { useQuillA11y } from './useQuillA11y';

export const FULL_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  [{ align: [] }],
  ['blockquote', 'code-block', 'link', 'image'],
  ['clean'],
];

export function RichTextInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  const quillBox = useQuillA11y<HTMLDivElement>();
  return (
    <FormControl
      ref={quillBox}
      fullWidth
      error={fieldState.invalid}
      sx={(theme) => ({ my: 1, '& .ql-editor': { minHeight: 300 }, ...quillThemeSx(theme) })}
    >
      <FormLabel sx={{ mb: 0.5 }}>{translate(label)}</FormLabel>
      <ReactQuill
        theme="snow"
        value={String(field.value ?? '')}
        onChange={(html, _delta, source) => {
          // Quill also reports the value it was given (source 'api'), sometimes while React renders.
          if (source === 'user') field.onChange(html);
        }}
        onBlur={() => field.onBlur()}
        modules={{ toolbar: FULL_TOOLBAR }}
        style={{ background: 'inherit' }}
      />
      {fieldState.error?.message && <FormHelperText>{translate(fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}
