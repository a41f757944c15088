/**
 * A `code` field: a CodeMirror editor in the field's `language`; the value is the text as written
 * (empty: null). JSON is highlighted and linted, and saving is refused while it does not parse, as
 * the server refuses it. Tab indents; Escape then Tab moves focus on (CodeMirror's own way out).
 */
import { useMemo } from 'react';
import { EditorState, EditorView } from '@uiw/react-codemirror';
import { useTranslate } from 'react-admin';
import { CodeEditor } from '../../../components/CodeEditor';
import { isJsonText } from '../../../kernel/rules/typeShapes';
import type { TypedInputProps } from '../typed';
import { languageExtensions } from './codeLanguages';
import { InputFrame } from './InputFrame';
import { setValue } from './setValue';
import { useHeavyInput } from './useHeavyInput';

const parsesAsJson = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && !isJsonText(value) ? 'crud.badJson' : undefined);

export default function CodeInput(props: TypedInputProps) {
  const translate = useTranslate();
  const { language, maxLength } = props.field;
  const validators = useMemo(() => (language === 'json' ? [parsesAsJson] : []), [language]);
  const { field, frame, locked } = useHeavyInput(props, validators);
  const extensions = useMemo(
    () => [
      ...languageExtensions(language, !locked),
      EditorView.contentAttributes.of({ 'aria-describedby': `${frame.id}-helper` }),
      ...(locked ? [EditorState.readOnly.of(true), EditorView.editable.of(false)] : []),
    ],
    [language, locked, frame.id],
  );
  const text = typeof field.value === 'string' ? field.value : '';
  const counter = maxLength !== undefined ? translate('crud.heavy.code.length', { length: text.length, max: maxLength }) : undefined;
  const stated = (props.mode === 'edit' && props.field.editHelperText) || props.field.helperText;
  const helper = stated ? translate(stated, { _: stated }) : counter;
  return (
    <InputFrame {...frame} helperText={helper}>
      <div onBlur={() => field.onBlur()}>
        <CodeEditor value={text} onChange={(next) => setValue(field.onChange, next === '' ? null : next)} label={props.label} height="200px" extensions={extensions} />
      </div>
    </InputFrame>
  );
}
