/**
 * Heavy inputs: how each one's value reaches the form. JSON changes the value only once it
 * parses and fits; uploads refuse types `accept` does not list and images past `maxItems`.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { EditorView } from '@uiw/react-codemirror';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldSchema } from '../../../../src/kernel/types';
import { fileOf, LOADED, renderInput } from './heavyHarness';

const uploads = vi.hoisted(() => ({ count: 0, posted: [] as { url: string; name: string }[], fail: false }));

vi.mock('../../../../src/components/upload/uploadFile', async (original) => ({
  ...(await original<typeof import('../../../../src/components/upload/uploadFile')>()),
  uploadFile: (url: string, _blob: Blob, options: { fileName?: string } = {}) => {
    uploads.posted.push({ url, name: options.fileName ?? '' });
    if (uploads.fail) return Promise.reject(new Error('Image only'));
    uploads.count += 1;
    return Promise.resolve({ url: `/api/upload/files/${String(uploads.count).padStart(24, '0')}`, name: options.fileName ?? '', size: 1 });
  },
}));

beforeAll(() => {
  // jsdom has no layout: CodeMirror measures text ranges.
  const empty = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] } as unknown as DOMRectList;
  Range.prototype.getClientRects ??= () => empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

beforeEach(() => {
  uploads.count = 0;
  uploads.posted = [];
  uploads.fail = false;
});
afterEach(() => vi.restoreAllMocks());

/** Replaces the whole text of the CodeMirror editor named `label`, as typing would. */
async function typeJson(label: string, text: string) {
  const content = await screen.findByRole('textbox', { name: label }, LOADED);
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor');
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

const drop = (files: File[]) => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
};

describe('json', () => {
  const field: FieldSchema = { source: 'spec', type: 'json', label: 'Spec' };

  it('starts from the pretty value and saves a new value once it parses', async () => {
    const { onSubmit, save } = renderInput(field, { spec: { size: 1 } });
    expect(await screen.findByRole('textbox', { name: 'Spec' }, LOADED)).toHaveTextContent('"size": 1');
    await typeJson('Spec', '{"size": 2, "tags": ["a"], "target": {"value": 3}}');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].spec).toEqual({ size: 2, tags: ['a'], target: { value: 3 } });
  });

  it('shows the parse error, keeps the last valid value and refuses to save', async () => {
    const { onSubmit, save } = renderInput(field, { spec: { size: 1 } });
    await typeJson('Spec', '{"size": ');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not valid JSON: /);
    save();
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
    await typeJson('Spec', 'false');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].spec).toBe(false);
  });

  it('refuses JSON longer than maxLength, counting its compact text', async () => {
    renderInput({ ...field, maxLength: 10 }, { spec: null });
    await typeJson('Spec', '[1, 2, 3, 4, 5]');
    expect(await screen.findByRole('alert')).toHaveTextContent('The JSON is 11 characters long; at most 10 are allowed');
    await typeJson('Spec', '[1, 2, 3, 4]');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('9 / 10 characters of JSON')).toBeInTheDocument();
  });

  it('an emptied editor saves null', async () => {
    const { onSubmit, save } = renderInput(field, { spec: [1] });
    await typeJson('Spec', '');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].spec).toBeNull();
  });
});

describe('markdown', () => {
  it('the value is the markdown text; required is checked', async () => {
    const { onSubmit, save } = renderInput({ source: 'body', type: 'markdown', label: 'Body' }, { body: null }, { required: true });
    const editor = await screen.findByRole('textbox', { name: 'Body' }, LOADED);
    save();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    fireEvent.change(editor, { target: { value: '# Hello\n\n**world**' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].body).toBe('# Hello\n\n**world**');
  });
});

describe('richText', () => {
  it('shows the HTML value in the editor, named by its label', async () => {
    renderInput({ source: 'content', type: 'richText', label: 'Content' }, { content: '<p>Hello <strong>there</strong></p>' });
    const editor = await screen.findByRole('textbox', { name: 'Content' }, LOADED);
    await waitFor(() => expect(editor.querySelector('strong')).toHaveTextContent('there'));
  });
});

describe('image', () => {
  const field: FieldSchema = { source: 'cover', type: 'image', label: 'Cover' };

  it('uploads a dropped image; the value is the URL the API answered', async () => {
    const { onSubmit, save } = renderInput(field, { cover: null });
    await screen.findByRole('button', { name: /^Cover: Drop an image/ }, LOADED);
    drop([fileOf('a.png', 'image/png')]);
    expect(await screen.findByRole('img', { name: 'Image of Cover' })).toHaveAttribute('src', `/api/upload/files/${'1'.padStart(24, '0')}`);
    expect(uploads.posted).toEqual([{ url: '/upload/image', name: 'a.png' }]);
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].cover).toBe(`/api/upload/files/${'1'.padStart(24, '0')}`);
  });

  it('refuses a type accept does not list, without uploading', async () => {
    renderInput({ ...field, accept: ['image/png'] }, { cover: null });
    await screen.findByRole('button', { name: /^Cover: / }, LOADED);
    drop([fileOf('b.jpg', 'image/jpeg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('b.jpg is not one of the accepted types (image/png)');
    expect(uploads.posted).toEqual([]);
  });

  it('says why an upload failed', async () => {
    uploads.fail = true;
    renderInput(field, { cover: null });
    await screen.findByRole('button', { name: /^Cover: / }, LOADED);
    drop([fileOf('a.png', 'image/png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not upload a.png: Image only');
  });

  it('a remove button empties the value', async () => {
    const { onSubmit, save } = renderInput(field, { cover: '/api/upload/files/abc' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Image of Cover' }, LOADED));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].cover).toBeNull();
  });

  it('read-only: the image without remove button or drop area', async () => {
    renderInput(field, { cover: '/api/upload/files/abc' }, { readOnly: true });
    expect(await screen.findByRole('img', { name: 'Image of Cover' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Cover:/ })).toBeNull();
  });
});

describe('images', () => {
  const field: FieldSchema = { source: 'photos', type: 'images', label: 'Photos', maxItems: 2 };

  it('adds uploads to the list and refuses those past maxItems with a message', async () => {
    const { onSubmit, save } = renderInput(field, { photos: ['/api/upload/files/first'] });
    await screen.findByRole('button', { name: /^Photos: Drop images/ }, LOADED);
    drop([fileOf('b.png', 'image/png'), fileOf('c.png', 'image/png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 2 images: c.png was not added');
    await screen.findByRole('img', { name: 'Image 2' });
    expect(uploads.posted.map((post) => post.name)).toEqual(['b.png']);
    // Full: no drop area any more.
    expect(screen.queryByRole('button', { name: /^Photos: / })).toBeNull();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].photos).toEqual(['/api/upload/files/first', `/api/upload/files/${'1'.padStart(24, '0')}`]);
  });

  it('removes one image by its button, the others stay in order', async () => {
    const { onSubmit, save } = renderInput(field, { photos: ['/u/1', '/u/2'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Image 1' }, LOADED));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].photos).toEqual(['/u/2']);
  });

  it('with crop, each image opens the crop dialog before it uploads', async () => {
    renderInput({ ...field, crop: { aspect: 1 } }, { photos: [] });
    await screen.findByRole('button', { name: /^Photos: / }, LOADED);
    drop([fileOf('b.png', 'image/png')]);
    expect(await screen.findByRole('dialog', { name: 'Crop the image' })).toBeInTheDocument();
    expect(uploads.posted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(uploads.posted).toEqual([]);
  });
});

describe('file', () => {
  const field: FieldSchema = { source: 'sheet', type: 'file', label: 'Sheet', accept: ['.csv', 'application/pdf'] };

  it('refuses a type accept does not list', async () => {
    renderInput(field, { sheet: null });
    await screen.findByRole('button', { name: /^Sheet: Drop a file/ }, LOADED);
    expect(screen.getByText('Accepted: .csv, application/pdf')).toBeInTheDocument();
    drop([fileOf('notes.txt', 'text/plain')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.txt is not one of the accepted types (.csv, application/pdf)');
    expect(uploads.posted).toEqual([]);
  });

  it('uploads an accepted file and shows its name with a download link', async () => {
    const { onSubmit, save } = renderInput(field, { sheet: null });
    await screen.findByRole('button', { name: /^Sheet: / }, LOADED);
    drop([fileOf('prices.csv', 'text/csv')]);
    const link = await screen.findByRole('link', { name: 'Download prices.csv' });
    expect(link).toHaveTextContent('prices.csv');
    expect(link).toHaveAttribute('download', 'prices.csv');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].sheet).toBe(link.getAttribute('href'));
  });
});
