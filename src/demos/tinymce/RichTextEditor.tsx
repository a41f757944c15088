import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { Box } from '@mui/material';
import ReactQuill, { type RangeStatic } from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { quillThemeSx } from '../../components/RichText/quillA11y';
import { useQuillA11y } from '../../components/RichText/useQuillA11y';
import { FULL_TOOLBAR } from './toolbar';

export interface RichTextEditorHandle {
  /** Inserts the images at the last caret position (the end if there was none) and puts the caret after them. */
  insertImages(urls: readonly string[]): void;
}

interface RichTextEditorProps {
  /** Initial HTML: the editor is uncontrolled, so React never resets the caret while one types. */
  defaultValue: string;
  onChange(html: string): void;
  /** The toolbar's image button: the page opens its upload dialog instead of Quill's base64 input. */
  onImageRequest(): void;
  ref?: Ref<RichTextEditorHandle>;
}

/** Quill (react-quill-new) with the full toolbar; the value is the editor's HTML. */
export function RichTextEditor({ defaultValue, onChange, onImageRequest, ref }: RichTextEditorProps) {
  const quillRef = useRef<ReactQuill>(null);
  const quillBox = useQuillA11y<HTMLDivElement>();
  // The dialog takes the focus away, so remember where the caret was.
  const lastRange = useRef<RangeStatic | null>(null);
  const rememberRange = useCallback((range: RangeStatic | null) => {
    if (range) lastRange.current = range;
  }, []);
  const imageRequest = useRef(onImageRequest);
  useEffect(() => {
    imageRequest.current = onImageRequest;
  }, [onImageRequest]);

  // Stable modules: a new object would make react-quill rebuild the editor.
  const modules = useMemo(
    () => ({ toolbar: { container: FULL_TOOLBAR, handlers: { image: () => imageRequest.current() } } }),
    [],
  );

  useImperativeHandle(ref, () => ({
    insertImages(urls) {
      const editor = quillRef.current?.getEditor();
      if (!editor) return;
      const end = editor.getLength() - 1;
      let index = lastRange.current ? Math.min(lastRange.current.index, end) : end;
      for (const url of urls) {
        editor.insertEmbed(index, 'image', url, 'user');
        index += 1;
      }
      editor.setSelection(index, 0, 'user');
    },
  }));

  return (
    <Box
      ref={quillBox}
      sx={(theme) => ({ '& .ql-container': { minHeight: 260, fontSize: 15 }, '& .ql-editor': { minHeight: 260 }, ...quillThemeSx(theme) })}
    >
      <ReactQuill
        ref={quillRef}
        theme="snow"
        defaultValue={defaultValue}
        onChangeSelection={rememberRange}
        onChange={onChange}
        modules={modules}
        useSemanticHTML={false}
      />
    </Box>
  );
}
