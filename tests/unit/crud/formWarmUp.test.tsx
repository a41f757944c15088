/**
 * So that the form's first open is fast, it is mounted once out of sight before the first New. The
 * warm-up really renders the inputs (their styles are in the document afterwards), yet none of
 * them ever enters the document, and it lets go after a few frames.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import FormWarmUp from '../../../src/crud/FormWarmUp';
import type { ResourceSchema } from '../../../src/kernel/types';
import { i18nProvider } from '../../../src/providers/i18nProvider';

const schema = {
  name: 'warmUp',
  label: 'Warm up',
  endpoints: {},
  fields: [
    { source: 'title', label: 'Title', type: 'text' },
    { source: 'amount', label: 'Amount', type: 'number' },
    { source: 'hidden', label: 'Only on edit', type: 'text', create: false },
  ],
} as unknown as ResourceSchema;

const inputStyles = () => Array.from(document.querySelectorAll('style')).some((style) => style.textContent?.includes('MuiInputBase-root'));

describe('FormWarmUp', () => {
  it('renders every input of the new form off the document, then says it is done', async () => {
    expect(inputStyles()).toBe(false);
    const onDone = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <p>The list</p>
        <FormWarmUp schema={schema} onDone={onDone} />
      </AdminContext>,
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    // The inputs were rendered: their styles were inserted in the document's head...
    expect(inputStyles()).toBe(true);
    // ...but none of them is in the document: nothing to see, focus, or find by label.
    expect(screen.getByText('The list')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(document.querySelectorAll('input')).toHaveLength(0);
  });
});
