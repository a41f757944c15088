/**
 * The `code` field in the console: its editor (lazy) starts from the stored text and saves the
 * text as written, json must parse before it saves, a stated maxLength shows a counter, Tab
 * indents but Escape then Tab lets focus go on; the list shows a one-line monospace excerpt and
 * the detail view a read-only editor, JSON highlighted.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EditorView } from '@uiw/react-codemirror';
import { AdminContext, memoryStore } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldCell } from '../../../../src/crud/cells';
import { FieldShow } from '../../../../src/crud/show/FieldShow';
import type { AnyRecord, FieldSchema } from '../../../../src/kernel/types';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import { LOADED, renderInput } from './heavyHarness';

beforeAll(() => {
  // jsdom has no layout: CodeMirror measures text ranges.
  const empty = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] } as unknown as DOMRectList;
  Range.prototype.getClientRects ??= () => empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

const query: FieldSchema = { source: 'query', type: 'code', language: 'sql', label: 'Query' };
const settings: FieldSchema = { source: 'settings', type: 'code', language: 'json', label: 'Settings' };

async function editorNamed(label: string) {
  const content = await screen.findByRole('textbox', { name: label }, LOADED);
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor');
  return { content, view };
}

async function replaceText(label: string, text: string) {
  const { view } = await editorNamed(label);
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

describe('the code input', () => {
  it('starts from the stored text and saves the new text as written', async () => {
    const { onSubmit, save } = renderInput(query, { query: 'SELECT 1' });
    const { content } = await editorNamed('Query');
    expect(content).toHaveTextContent('SELECT 1');
    const text = '  SELECT id\n\tFROM contacts\n';
    await replaceText('Query', text);
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].query).toBe(text);
  });

  it('saves null when emptied', async () => {
    const { onSubmit, save } = renderInput(query, { query: 'SELECT 1' });
    await replaceText('Query', '');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].query).toBeNull();
  });

  it('json: refuses to save text that does not parse, and saves it once it does', async () => {
    const { onSubmit, save } = renderInput(settings, { settings: '{"retries": 3}' });
    await replaceText('Settings', '{"retries": 3,');
    save();
    expect(await screen.findByText('Must be valid JSON')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await replaceText('Settings', '{\n  "retries": 4\n}');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].settings).toBe('{\n  "retries": 4\n}');
  });

  it('sql: any text saves, no JSON check', async () => {
    const { onSubmit, save } = renderInput(query, { query: null });
    await replaceText('Query', '{ not json');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].query).toBe('{ not json');
  });

  it('counts the characters against a stated maxLength', async () => {
    renderInput({ ...query, maxLength: 50 }, { query: 'SELECT 1' });
    expect(await screen.findByText('8 / 50 characters', undefined, LOADED)).toBeInTheDocument();
    await replaceText('Query', 'SELECT 12');
    expect(await screen.findByText('9 / 50 characters')).toBeInTheDocument();
  });

  it('is not editable when read-only', async () => {
    renderInput(query, { query: 'SELECT 1' }, { readOnly: true });
    const { content } = await editorNamed('Query');
    expect(content).toHaveAttribute('contenteditable', 'false');
  });

  it('Tab indents; Escape then Tab is left to the browser, which moves focus on', async () => {
    renderInput(query, { query: 'SELECT 1' });
    const { content, view } = await editorNamed('Query');
    act(() => view.focus());
    // fireEvent answers false when the editor took the key (preventDefault).
    expect(fireEvent.keyDown(content, { key: 'Tab', code: 'Tab', keyCode: 9 })).toBe(false);
    expect(view.state.doc.toString()).not.toBe('SELECT 1');
    fireEvent.keyDown(content, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(fireEvent.keyDown(content, { key: 'Tab', code: 'Tab', keyCode: 9 })).toBe(true);
  });
});

function renderIn(node: React.ReactNode) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <div data-testid="box">{node}</div>
    </AdminContext>,
  );
}
const recordOf = (field: FieldSchema, value: unknown): AnyRecord => ({ id: 1, [field.source]: value });
/** The texts the highlighter marked (bracket matching marks brackets only, whichever the language). */
const tokensOf = (content: HTMLElement) =>
  [...content.querySelectorAll('.cm-line span:not(.cm-matchingBracket)')].map((span) => span.textContent);

describe('the code cell and detail view', () => {
  it('lists a one-line monospace excerpt, the whole text in its title when cut', () => {
    const long = `SELECT id,\n       phone\nFROM contacts\nWHERE ${'active = 1 AND '.repeat(10)}true`;
    renderIn(<FieldCell field={query} record={recordOf(query, long)} />);
    const code = screen.getByTestId('box').querySelector('code');
    expect(code).not.toBeNull();
    expect(code?.textContent).toMatch(/^SELECT id, phone FROM contacts WHERE active/);
    expect(code?.textContent).toMatch(/…$/);
    expect(code?.textContent?.length).toBeLessThanOrEqual(49);
    expect(code?.getAttribute('title')).toMatch(/^SELECT id, phone FROM contacts/);
  });

  it('lists nothing for an empty value', () => {
    renderIn(<FieldCell field={query} record={recordOf(query, null)} />);
    expect(screen.getByTestId('box')).toBeEmptyDOMElement();
  });

  it('shows JSON in a read-only, highlighted editor', async () => {
    renderIn(<FieldShow field={settings} record={recordOf(settings, '{\n  "retries": 3\n}')} />);
    const { content, view } = await editorNamed('Settings');
    expect(content).toHaveAttribute('contenteditable', 'false');
    expect(view.state.readOnly).toBe(true);
    expect(content).toHaveTextContent('"retries": 3');
    // Highlighted: the number is a token of its own (the default style leaves property names plain).
    await waitFor(() => expect(tokensOf(content)).toContain('3'));
  });

  it('shows other languages as plain read-only text', async () => {
    renderIn(<FieldShow field={query} record={recordOf(query, 'SELECT 1\nFROM dual WHERE x = "a"')} />);
    const { content, view } = await editorNamed('Query');
    expect(content).toHaveAttribute('contenteditable', 'false');
    expect(view.state.doc.toString()).toBe('SELECT 1\nFROM dual WHERE x = "a"');
    expect(tokensOf(content)).toEqual([]);
  });
});
