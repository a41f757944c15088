/**
 * A form of one field of each light type (inputs of src/crud/inputs/types), on react-admin's Form
 * with FieldInput as the create/edit dialog draws it, and a data provider holding the records a
 * `references` or reference `multiSelect` field points at.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AdminContext, Form, memoryStore, setSubmissionErrors, type DataProvider } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { vi } from 'vitest';
import { FieldInput } from '../../../../src/crud/FieldInput';
import { formErrorsOf } from '../../../../src/crud/fieldErrors';
import { ApiError } from '../../../../src/providers/http';
import type { FieldErrors } from '../../../../src/kernel/rules/rules';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../../../src/kernel/types';

export const people = [
  { id: 1, name: 'Alice' },
  { id: 2, name: 'Bob' },
  { id: 3, name: 'Carol' },
];

export const dataProvider = {
  getList: async () => ({ data: people, total: people.length }),
  getMany: async (_resource: string, { ids }: { ids: unknown[] }) => ({ data: people.filter((person) => ids.map(String).includes(String(person.id))) }),
  getManyReference: async () => ({ data: [], total: 0 }),
  getOne: async () => ({ data: people[0] }),
  create: async () => ({ data: { id: 9 } }),
  update: async () => ({ data: { id: 1 } }),
  updateMany: async () => ({ data: [] }),
  delete: async () => ({ data: { id: 1 } }),
  deleteMany: async () => ({ data: [] }),
} as unknown as DataProvider;

export const stepFields: FieldSchema[] = [
  {
    source: 'kind',
    label: 'Kind',
    type: 'select',
    required: true,
    choices: [
      { id: 'wait', name: 'Wait' },
      { id: 'send', name: 'Send' },
    ],
  },
  { source: 'delay', label: 'Delay', type: 'number', integer: true, max: 3600, visibleWhen: { field: 'kind', equals: 'wait' } },
];

export const addressFields: FieldSchema[] = [
  { source: 'country', label: 'Country', type: 'text' },
  { source: 'city', label: 'City', type: 'text', requiredWhen: { field: 'country', equals: 'CN' } },
  { source: 'zip', label: 'Zip', type: 'text', visibleWhen: { field: 'country', equals: 'CN' } },
];

export const lightSchema: ResourceSchema = {
  name: 'lightThing',
  label: 'Light thing',
  endpoints: { list: { method: 'GET', path: '/light-thing' } },
  list: { kind: 'client' },
  fields: [
    { source: 'day', label: 'Day', type: 'date' },
    { source: 'at', label: 'At', type: 'time' },
    { source: 'period', label: 'Period', type: 'dateRange' },
    { source: 'active', label: 'Active', type: 'switch' },
    { source: 'volume', label: 'Volume', type: 'slider', min: 0, max: 10, step: 2 },
    { source: 'stars', label: 'Stars', type: 'rating' },
    { source: 'shade', label: 'Shade', type: 'color' },
    {
      source: 'sizes',
      label: 'Sizes',
      type: 'multiSelect',
      choices: [
        { id: 's', name: 'Small' },
        { id: 'm', name: 'Medium' },
        { id: 'l', name: 'Large' },
      ],
    },
    { source: 'labels', label: 'Labels', type: 'tags', maxItems: 2, maxLength: 5, choices: [{ id: 'red', name: 'red' }] },
    { source: 'friends', label: 'Friends', type: 'references', reference: { resource: 'person', optionText: 'name' } },
    { source: 'address', label: 'Address', type: 'object', fields: addressFields },
    { source: 'steps', label: 'Steps', type: 'array', minItems: 2, maxItems: 3, fields: stepFields },
  ],
};

export const fieldOf = (source: string): FieldSchema => {
  const field = lightSchema.fields.find((candidate) => candidate.source === source);
  if (!field) throw new Error(source);
  return field;
};

/**
 * Sets a refused save's errors on the form as react-admin's Form does (setSubmissionErrors of the
 * error's body), from an ApiError built as the HTTP client builds it from a 40001 answer.
 */
function ServerErrors({ errors }: { errors?: FieldErrors }) {
  const { setError } = useFormContext();
  const refuse = () => {
    const error = new ApiError('Invalid', 'api', '40001', 200, errors);
    setSubmissionErrors(formErrorsOf(error) ?? {}, setError);
  };
  return (
    <button type="button" onClick={refuse}>
      Server says no
    </button>
  );
}

export interface RenderFormOptions {
  fields?: FieldSchema[];
  record?: AnyRecord;
  mode?: 'new' | 'edit';
  serverErrors?: FieldErrors;
  /** The console's language ('en' by default). */
  locale?: 'en' | 'zh';
}

export function renderForm({ fields = lightSchema.fields, record, mode = 'new', serverErrors, locale = 'en' }: RenderFormOptions = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const schema = { ...lightSchema, fields };
  const view = render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <Form record={record} onSubmit={onSubmit} mode="onTouched" reValidateMode="onChange" noValidate>
        {fields.map((field) => (
          <FieldInput key={field.source} schema={schema} field={field} mode={mode} record={record} />
        ))}
        <ServerErrors errors={serverErrors} />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
  const submitted = () => onSubmit.mock.calls.at(-1)?.[0] as AnyRecord | undefined;
  return { user, onSubmit, submitted, ...view };
}

/** The helper or error text of the form control around an element. */
export function helperOf(element: HTMLElement): string {
  const control = element.closest('.MuiFormControl-root, fieldset');
  return control?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';
}

export const group = (name: string) => screen.getByRole('group', { name });
export const rowOf = (list: HTMLElement, index: number) => within(list).getByRole('listitem', { name: `Row ${index}` });

/** A date or time picker's field by its label: the group of its sections (year, month, ...). */
export const pickerOf = (name: string, inside: HTMLElement = document.body) => within(inside).findByRole('group', { name });

/** What a picker's field shows, its sections and separators as one text ('2026-03-04'). */
export const shownIn = (picker: HTMLElement) => picker.textContent ?? '';

/** Types into a picker as a person does: a click on its first section, then the digits, section after section. */
export async function typeInto(user: UserEvent, picker: HTMLElement, digits: string) {
  await user.click(within(picker).getAllByRole('spinbutton')[0]);
  await user.keyboard(digits);
}

/** Empties a picker as a person does: Backspace in each of its sections. */
export async function clearPicker(user: UserEvent, picker: HTMLElement) {
  for (const section of within(picker).getAllByRole('spinbutton')) {
    await user.click(section);
    await user.keyboard('{Backspace}');
  }
}
