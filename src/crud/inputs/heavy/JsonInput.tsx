/**
 * A `json` field: the JSON/code editor of the demos. The form value changes only when the text
 * parses and fits the size limit (the field's `maxLength`, else JSON_TEXT_CAP characters of JSON);
 * until then the editor says what is wrong, and saving is refused.
 */
import { useMemo, useRef, useState } from 'react';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import { EditorState, EditorView } from '@uiw/react-codemirror';
import { useTranslate } from 'react-admin';
import { CodeEditor } from '../../../components/CodeEditor';
import { JSON_TEXT_CAP } from '../../../kernel/format/definition/names';
import type { TypedInputProps } from '../typed';
import { InputFrame } from './InputFrame';
import { jsonLength, jsonTextOf, readJsonText, type JsonReading } from './jsonText';
import { setValue } from './setValue';
import { useHeavyInput } from './useHeavyInput';

const baseExtensions = [json(), linter(jsonParseLinter(), { delay: 300 }), lintGutter()];

export default function JsonInput(props: TypedInputProps) {
  const translate = useTranslate();
  const max = props.field.maxLength ?? JSON_TEXT_CAP;
  const reading = useRef<JsonReading>({ kind: 'empty' });
  // Saving is refused while the text does not parse: the form value would be the last valid one.
  const textIsValid = useMemo(
    () => [() => (reading.current.kind === 'invalid' || reading.current.kind === 'tooLong' ? 'crud.heavy.json.notSaved' : undefined)],
    [],
  );
  const { field, frame, locked } = useHeavyInput(props, textIsValid);
  const [text, setText] = useState(() => jsonTextOf(field.value));
  const [problem, setProblem] = useState<string>();
  const extensions = useMemo(
    () => (locked ? [...baseExtensions, EditorState.readOnly.of(true), EditorView.editable.of(false)] : baseExtensions),
    [locked],
  );

  const change = (next: string) => {
    setText(next);
    const read = readJsonText(next, max);
    reading.current = read;
    if (read.kind === 'invalid') return setProblem(translate('crud.heavy.json.invalid', { message: read.message }));
    if (read.kind === 'tooLong') return setProblem(translate('crud.heavy.json.tooLong', { length: read.length, max }));
    setProblem(undefined);
    setValue(field.onChange, read.kind === 'empty' ? null : read.value);
  };

  const length = field.value === null || field.value === undefined || field.value === '' ? 0 : jsonLength(field.value);
  const counter = props.field.maxLength !== undefined ? translate('crud.heavy.json.length', { length, max }) : undefined;
  const stated = (props.mode === 'edit' && props.field.editHelperText) || props.field.helperText;
  const helper = stated || counter;
  return (
    <InputFrame {...frame} problem={problem} helperText={helper ? translate(helper, { _: helper }) : undefined}>
      <div onBlur={() => field.onBlur()}>
        <CodeEditor value={text} onChange={change} label={props.label} height="160px" extensions={extensions} />
      </div>
    </InputFrame>
  );
}
