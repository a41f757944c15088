/**
 * The open editor of a list cell: the field's own input (FieldInput, with its validators and
 * conditions) in a small form holding the record. Enter, Tab out or leaving saves through the
 * normal update (pessimistic); Escape cancels; an unchanged value calls nobody. A refusal (the
 * client's rules, or the server's answer) shows under the input, which stays open with what was typed;
 * a link followed while it holds a change asks first.
 */
import { useContext, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Box } from '@mui/material';
import { Form, useDataProvider, useListContext, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../kernel/types';
import { FieldInput } from '../FieldInput';
import { anyDirty, useLiveDirty } from '../form/useDiscardGuard';
import { useLinkGuard } from '../form/useLinkGuard';
import { CrudPageContext } from '../list/crudPage';
import { SAVES_ON_CHOICE } from './editableCell';
import { refusalOf, sameValue, withCopies } from './inlineSave';
import { conflictOf, conflictText } from '../versions/conflict';

/** How the editor closed: saved (or unchanged) by Enter, cancelled, saved moving on by Tab, or by leaving. */
export type EditorExit = 'saved' | 'cancelled' | 'next' | 'previous' | 'blur';
type Trigger = Exclude<EditorExit, 'cancelled'>;

export interface InlineEditorProps {
  schema: ResourceSchema;
  field: FieldSchema;
  record: AnyRecord;
  onExit: (exit: EditorExit) => void;
}

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea, select, button:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Where a field's input puts its menus and pickers: focus there has not left the cell. */
const POPUPS = '.MuiPopover-root, .MuiPopper-root, .MuiModal-root';

const focusables = (box: HTMLElement) => [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.tabIndex >= 0);

// The label is still the input's accessible name; the column header already shows it.
const editorSx = {
  minWidth: 160,
  '& .MuiFormControl-root, & .MuiFormGroup-root': { m: 0 },
  '& .MuiInputLabel-root': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  '& .MuiOutlinedInput-notchedOutline legend': { maxWidth: 0 },
  '& .MuiFilledInput-root': { pt: 0 },
  '& .MuiFilledInput-input, & .MuiOutlinedInput-input': { py: 0.75 },
  '& .MuiFormHelperText-root': { mx: 0, whiteSpace: 'normal' },
} as const;

export default function InlineEditor({ schema, field, record, onExit }: InlineEditorProps) {
  const [update] = useUpdate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const { refetch } = useListContext<AnyRecord>();
  const page = useContext(CrudPageContext);
  const box = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  const trigger = useRef<Trigger>('saved');
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const first = box.current ? focusables(box.current)[0] : undefined;
    first?.focus();
    if (first instanceof HTMLInputElement && ['text', 'email', 'url', 'number', 'search', ''].includes(first.type)) first.select();
    return () => {
      mounted.current = false;
    };
  }, []);

  const save = async (values: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    const value = values[field.source];
    const how = trigger.current;
    if (sameValue(value, record[field.source])) {
      onExit(how);
      return undefined;
    }
    pending.current = true;
    try {
      // The row's version: a record changed since the list was read is refused (409), not overwritten.
      const data = await withCopies(dataProvider, field, record._version === undefined ? { [field.source]: value } : { [field.source]: value, _version: record._version });
      const saved = (await update(schema.name, { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true })) as AnyRecord;
      page?.patchRow({ ...record, ...saved });
      // A quiet refetch: the row then shows what the server holds.
      void refetch?.();
      if (mounted.current) onExit(how);
      return undefined;
    } catch (error) {
      const stored = conflictOf(error);
      if (!stored) return { [field.source]: refusalOf(error, field.source) };
      notify(translate('versions.inlineConflict', { message: conflictText(translate, stored) }), { type: 'error' });
      void refetch?.();
      if (mounted.current) onExit('cancelled');
      return undefined;
    } finally {
      pending.current = false;
    }
  };

  const submit = (how: Trigger) => {
    if (pending.current) return;
    trigger.current = how;
    box.current?.querySelector('form')?.requestSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Keys of a menu in a portal reach here through React's tree: they are the menu's.
    if (event.defaultPrevented || !box.current?.contains(target)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onExit('cancelled');
    } else if (event.key === 'Enter') {
      if (event.shiftKey || event.nativeEvent.isComposing || target instanceof HTMLTextAreaElement || target instanceof HTMLButtonElement) return;
      event.preventDefault();
      submit('saved');
    } else if (event.key === 'Tab') {
      const stops = focusables(box.current);
      if (target !== (event.shiftKey ? stops[0] : stops.at(-1))) return;
      event.preventDefault();
      submit(event.shiftKey ? 'previous' : 'next');
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (box.current?.contains(event.relatedTarget as Node | null)) return;
    // Once the focus has landed: a menu of the input opening is not leaving.
    setTimeout(() => {
      if (!mounted.current || pending.current) return;
      const active = document.activeElement;
      if (active && (box.current?.contains(active) || active.closest(POPUPS))) return;
      submit('blur');
    }, 0);
  };

  return (
    <Box ref={box} sx={editorSx} onKeyDown={onKeyDown} onBlur={onBlur} onDoubleClick={(event) => event.stopPropagation()}>
      <Form record={record} onSubmit={save} mode="onChange" reValidateMode="onChange" noValidate disableInvalidFormNotification>
        <FieldInput schema={schema} field={field} mode="edit" record={record} />
        {SAVES_ON_CHOICE.has(field.type) && <SaveOnChoice source={field.source} onChoice={() => submit('saved')} />}
        <LeaveGuard />
      </Form>
    </Box>
  );
}

/** A single-choice input saves once a choice is made (its Enter belongs to its menu). */
function SaveOnChoice({ source, onChoice }: { source: string; onChoice: () => void }) {
  const value: unknown = useWatch({ name: source });
  const first = useRef(value);
  useEffect(() => {
    if (!sameValue(value, first.current)) onChoice();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new choice submits
  }, [value]);
  return null;
}

/** A link followed while the cell holds a change asks first. */
function LeaveGuard() {
  const { dirtyFields } = useFormState();
  const isChanged = useLiveDirty();
  return useLinkGuard(anyDirty(dirtyFields), { isChanged });
}
