import type { ReactNode } from 'react';
import type { AnyRecord, FieldSchema, FormLayout } from '../../kernel/types';
import type { RenderField } from './FieldGrid';

/** What a laid-out form body gets from the dialog: it draws the content and the buttons. */
export interface LayoutBodyProps {
  layout: FormLayout;
  /** The fields the mode and the user's roles allow, in the file's order. */
  fields: FieldSchema[];
  record?: AnyRecord;
  renderField: RenderField;
  /** Prefix of element ids (the resource name), unique on the page. */
  idPrefix: string;
  /** Shown under the inputs (the failed save's alert). */
  notice?: ReactNode;
  /** The dialog's Cancel button. */
  cancel: ReactNode;
  /** The dialog's save button. */
  submit: ReactNode;
}
