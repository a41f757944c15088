/**
 * The form's first mount, done once ahead of the user: every input of a resource's form is
 * rendered into a node outside the document, then unmounted. The first real opening then finds
 * the styles inserted, the editors' code compiled and their one-time set-up done (Quill's and
 * CodeMirror's registries, the MUI styles of every input); without it the first opening of a
 * form with heavy editors costs about twice the next ones. Nothing is seen, focused or read by a
 * screen reader or a test: the node is never attached.
 */
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogContent, Stack } from '@mui/material';
import { Form } from 'react-admin';
import type { ResourceSchema } from '../kernel/types';
import { FieldInput } from './FieldInput';
import { formFields } from './ResourceDialog';

/** A warm-up that fails is forgotten: the real form shows its own errors. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Frames the mounted form stays before it is let go (its effects and editors' set-up run). */
const FRAMES = 2;

export interface FormWarmUpProps {
  schema: ResourceSchema;
  onDone: () => void;
}

export default function FormWarmUp({ schema, onDone }: FormWarmUpProps) {
  const [node] = useState(() => document.createElement('div'));
  useEffect(() => {
    let frames = FRAMES;
    let handle = 0;
    const tick = () => {
      frames -= 1;
      if (frames <= 0) onDone();
      else handle = window.requestAnimationFrame(tick);
    };
    handle = window.requestAnimationFrame(tick);
    return () => window.cancelAnimationFrame(handle);
  }, [onDone]);
  return createPortal(
    <Quiet>
      <Suspense fallback={null}>
        <Form noValidate onSubmit={undefined}>
          <DialogContent dividers>
            <Stack spacing={0.5}>
              {formFields(schema, 'new').map((field) => (
                <FieldInput key={field.source} schema={schema} field={field} mode="new" />
              ))}
            </Stack>
          </DialogContent>
        </Form>
      </Suspense>
    </Quiet>,
    node,
  );
}
