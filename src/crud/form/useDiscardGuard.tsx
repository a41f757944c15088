/**
 * Nothing typed is lost: a form closed with unsaved changes (Escape, Cancel, a click beside the
 * dialog, the browser's Back or Forward) asks first; without changes it closes at once. While the
 * form has changes, leaving the page (reload, closing the tab) asks the browser's question too.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { useBackGuard } from './useBackGuard';
import { useLeaveGuard } from './useLeaveGuard';

export interface DiscardGuard {
  /** Closes at once, or asks first when the form has changes. */
  requestClose: () => void;
  /** Goes inside the form: follows whether it has changes. */
  watch: ReactNode;
  /** The question, when asked. */
  prompt: ReactNode;
}

/**
 * Whether any field differs from where it started. react-hook-form's `isDirty` compares the whole
 * form, where an input registered without a value already counts as a change; its per-field marks
 * do not, and drop a field typed back to where it was.
 */
export function anyDirty(marks: unknown): boolean {
  if (marks === true) return true;
  if (marks === null || typeof marks !== 'object') return false;
  return Object.values(marks).some(anyDirty);
}

/**
 * Whether the form has changes right now, read from react-hook-form's live state: a Back pressed
 * just after a keystroke may come before the render that follows it.
 */
export function useLiveDirty(): () => boolean {
  const { control } = useFormContext();
  return () => anyDirty(control._formState.dirtyFields);
}

function DirtyWatch({ dirty, onDiscard }: { dirty: RefObject<boolean>; onDiscard: () => void }) {
  const { dirtyFields } = useFormState();
  const isDirty = anyDirty(dirtyFields);
  useEffect(() => {
    dirty.current = isDirty;
  }, [dirty, isDirty]);
  useLeaveGuard(isDirty);
  return useBackGuard(useLiveDirty(), onDiscard);
}

export function useDiscardGuard(onClose: () => void): DiscardGuard {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => (dirty.current ? setAsking(true) : onClose()),
    watch: <DirtyWatch dirty={dirty} onDiscard={onClose} />,
    prompt: asking ? (
      <DiscardChangesDialog
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
    ) : null,
  };
}
