/** Renders one heavy input in a react-admin form (English texts), with a Save button that hands the values to a spy. */
import { render, screen } from '@testing-library/react';
import { AdminContext, Form, memoryStore, required, type Validator } from 'react-admin';
import { vi } from 'vitest';
import { typedInputOf } from '../../../../src/crud/inputs/typed';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../../../src/kernel/types';
import { i18nProvider } from '../../../../src/providers/i18nProvider';

const schema = { name: 'things', fields: [] } as unknown as ResourceSchema;

export function renderInput(field: FieldSchema, record: Partial<AnyRecord> = {}, options: { required?: boolean; readOnly?: boolean } = {}) {
  const Input = typedInputOf(field.type);
  if (!Input) throw new Error(`no input for ${field.type}`);
  const onSubmit = vi.fn<(values: AnyRecord) => void>();
  const validate: Validator[] = options.required ? [required()] : [];
  const view = render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <Form record={{ id: 1, ...record }} onSubmit={(values: Record<string, unknown>) => onSubmit(values as AnyRecord)}>
        <Input
          schema={schema}
          field={field}
          source={field.source}
          label={field.label ?? field.source}
          validate={validate}
          readOnly={options.readOnly ?? false}
          disabled={false}
          fullWidth
          mode="edit"
        />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
  const save = () => screen.getByRole('button', { name: 'Save' }).click();
  return { ...view, onSubmit, save };
}

/** A File of the given type and contents. */
export const fileOf = (name: string, type: string, body = 'x') => new File([body], name, { type });

/** The first render of a lazy editor waits for its module (slow to transform the first time). */
export const LOADED = { timeout: 15_000 };
