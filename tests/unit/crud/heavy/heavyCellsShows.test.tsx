/**
 * Heavy field types in the table and the detail view: short excerpts and thumbnails in cells;
 * rendered markdown and rich text in the detail view, where a script or an event handler never renders.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FieldCell } from '../../../../src/crud/cells';
import { FieldShow } from '../../../../src/crud/show/FieldShow';
import type { AnyRecord, FieldSchema } from '../../../../src/kernel/types';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import { LOADED } from './heavyHarness';

function renderIn(node: React.ReactNode) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <div data-testid="box">{node}</div>
    </AdminContext>,
  );
}

const recordOf = (field: FieldSchema, value: unknown): AnyRecord => ({ id: 1, [field.source]: value });
const cell = (field: FieldSchema, value: unknown) => renderIn(<FieldCell field={field} record={recordOf(field, value)} />);
const show = (field: FieldSchema, value: unknown) => renderIn(<FieldShow field={field} record={recordOf(field, value)} />);
const box = () => screen.getByTestId('box');

const HOSTILE = '<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1"><a href="javascript:window.hacked=1">go</a>';

/** Nothing that could run: no script element, no on* attribute, no javascript: URL. */
function expectInert(root: HTMLElement) {
  expect(root.querySelector('script')).toBeNull();
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      expect(attribute.value, `${element.tagName} ${attribute.name}`).not.toMatch(/^\s*javascript:/i);
    }
  }
}

describe('cells', () => {
  it('markdown: a short plain-text excerpt', () => {
    cell({ source: 'body', type: 'markdown' }, `# Launch plan\n\nWe **ship** on [Monday](https://x.test). ${'More words here. '.repeat(10)}`);
    expect(box().textContent).toMatch(/^Launch plan We ship on Monday\. More words/);
    expect(box().textContent).toMatch(/…$/);
    expect(box().textContent?.length).toBeLessThanOrEqual(81);
    expect(box().querySelector('h1, strong, a')).toBeNull();
  });

  it('markdown: the text of a script in it is not part of the excerpt', () => {
    cell({ source: 'body', type: 'markdown' }, 'Before <script>window.hacked = 1</script> after');
    expect(box()).toHaveTextContent(/^Before after$/);
    expectInert(box());
  });

  it('richText: the text of the HTML, nothing of its markup or script', () => {
    cell({ source: 'content', type: 'richText' }, `<p>Hello <b>there</b></p>${HOSTILE}`);
    expect(box()).toHaveTextContent(/^Hello there go$/);
    expect(box().querySelector('img, b, a')).toBeNull();
    expectInert(box());
  });

  it('json: compact one-line JSON, cut when long', () => {
    const { unmount } = cell({ source: 'spec', type: 'json' }, { a: 1, b: [true, null] });
    expect(box()).toHaveTextContent(/^\{"a":1,"b":\[true,null\]\}$/);
    unmount();
    cell({ source: 'spec', type: 'json' }, { list: Array.from({ length: 50 }, (_, index) => index) });
    expect(box().textContent).toMatch(/^\{"list":\[0,1,2,.*…$/);
    expect(box().textContent?.length).toBeLessThanOrEqual(49);
  });

  it('image: the thumbnail; images: a row of small thumbnails and a count of the rest', () => {
    const { unmount } = cell({ source: 'cover', type: 'image', label: 'Cover' }, '/api/upload/files/a');
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', '/api/upload/files/a');
    unmount();
    cell({ source: 'photos', type: 'images', label: 'Photos' }, ['/u/1', '/u/2', '/u/3', '/u/4', '/u/5', 'javascript:alert(1)']);
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/u/1', '/u/2', '/u/3', '/u/4']);
    expect(box()).toHaveTextContent('+2');
  });

  it('file: a link with the file name', () => {
    const { unmount } = cell({ source: 'sheet', type: 'file' }, 'https://cdn.example.test/prices%202024.csv');
    const link = screen.getByRole('link', { name: 'Download prices 2024.csv' });
    expect(link).toHaveTextContent('prices 2024.csv');
    expect(link).toHaveAttribute('href', 'https://cdn.example.test/prices%202024.csv');
    unmount();
    cell({ source: 'sheet', type: 'file' }, 'javascript:alert(1)');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('detail views', () => {
  it('markdown: rendered, sanitised', async () => {
    show({ source: 'body', type: 'markdown', label: 'Body' }, `# Launch plan\n\nWe **ship** soon.\n\n[bad](javascript:alert(1))\n\n${HOSTILE}`);
    const region = await screen.findByRole('region', { name: 'Body' }, LOADED);
    expect(region.querySelector('h1')).toHaveTextContent('Launch plan');
    expect(region.querySelector('strong')).toHaveTextContent('ship');
    expect(region.querySelector('img')).toBeNull();
    expectInert(box());
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('richText: the HTML sanitised', async () => {
    show({ source: 'content', type: 'richText', label: 'Content' }, `<h2>Title</h2><p>Hello <em>there</em></p>${HOSTILE}`);
    const region = await screen.findByRole('region', { name: 'Content' }, LOADED);
    expect(region.querySelector('h2')).toHaveTextContent('Title');
    expect(region.querySelector('em')).toHaveTextContent('there');
    await waitFor(() => expect(region.querySelector('img')).not.toBeNull());
    expect(region.querySelector('img')).not.toHaveAttribute('onerror');
    expectInert(box());
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('json: pretty-printed in a <pre>', () => {
    show({ source: 'spec', type: 'json', label: 'Spec' }, { a: [1, 2] });
    const pre = box().querySelector('pre');
    expect(pre?.textContent).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
  });

  it('image and images: larger images; file: the name with a download link', () => {
    const { unmount } = show({ source: 'cover', type: 'image', label: 'Cover' }, '/u/cover');
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', '/u/cover');
    unmount();
    const second = show({ source: 'photos', type: 'images', label: 'Photos' }, ['/u/1', '/u/2']);
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Photos 1', 'Photos 2']);
    second.unmount();
    show({ source: 'sheet', type: 'file', label: 'Sheet' }, '/docs/terms.pdf');
    expect(screen.getByRole('link', { name: 'Download terms.pdf' })).toHaveAttribute('download', 'terms.pdf');
  });
});
