/** The pure rules behind the heavy inputs and cells: accepted file types, JSON text, file names and excerpts. */
import { describe, expect, it } from 'vitest';
import { acceptsFile } from '../../../../src/crud/inputs/heavy/accept';
import { jsonTextOf, readJsonText } from '../../../../src/crud/inputs/heavy/jsonText';
import { targetSize } from '../../../../src/crud/inputs/heavy/CropDialog';
import { fileNameOf } from '../../../../src/crud/cells/heavy/fileName';
import { htmlText, jsonLine, markdownText, truncate } from '../../../../src/crud/cells/heavy/excerpt';

describe('accept', () => {
  const pdf = { name: 'Report.PDF', type: 'application/pdf' };
  const png = { name: 'a.png', type: 'image/png' };
  it('takes MIME types, families and extensions (case-insensitive), and everything without a list', () => {
    expect(acceptsFile(pdf, ['application/pdf'])).toBe(true);
    expect(acceptsFile(pdf, ['.pdf'])).toBe(true);
    expect(acceptsFile(png, ['image/*'])).toBe(true);
    expect(acceptsFile(png, [])).toBe(true);
  });
  it('refuses what the list does not name', () => {
    expect(acceptsFile(pdf, ['image/*'])).toBe(false);
    expect(acceptsFile(png, ['.csv', 'application/pdf'])).toBe(false);
    expect(acceptsFile({ name: 'x.pdf.exe', type: '' }, ['.pdf'])).toBe(false);
  });
});

describe('readJsonText', () => {
  it('parses any JSON value, an empty text is empty', () => {
    expect(readJsonText('{"a": [1, true, null]}', 100)).toEqual({ kind: 'value', value: { a: [1, true, null] } });
    expect(readJsonText('false', 100)).toEqual({ kind: 'value', value: false });
    expect(readJsonText('  ', 100)).toEqual({ kind: 'empty' });
  });
  it('says why a text is refused: not JSON, or longer than the cap as compact JSON', () => {
    expect(readJsonText('{bad', 100).kind).toBe('invalid');
    expect(readJsonText('[1, 2, 3]', 6)).toEqual({ kind: 'tooLong', length: 7 });
    expect(readJsonText('[1, 2, 3]', 7).kind).toBe('value');
  });
  it('starts the editor from the pretty value', () => {
    expect(jsonTextOf({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(jsonTextOf(null)).toBe('');
  });
});

describe('crop size', () => {
  it('keeps the area, at most 2048 on the longer side', () => {
    expect(targetSize({ x: 0, y: 0, width: 300, height: 200 })).toEqual({ width: 300, height: 200 });
    expect(targetSize({ x: 0, y: 0, width: 4096, height: 1024 })).toEqual({ width: 2048, height: 512 });
  });
});

describe('excerpts and names', () => {
  it('names a file by the last segment of its URL', () => {
    expect(fileNameOf('https://cdn.example.test/docs/Annual%20report.pdf?v=2')).toBe('Annual report.pdf');
    expect(fileNameOf('/api/upload/files/abc123')).toBe('abc123');
  });
  it('strips markdown and HTML to one line of text, cut at a word', () => {
    expect(markdownText('# Title\n\nSome **bold** and [a link](https://x.test) `code`')).toBe('Title\n\nSome bold and a link code');
    expect(htmlText('<p>One</p><p>Two<script>alert(1)</script></p>').replace(/\s+/g, ' ').trim()).toBe('One Two');
    expect(truncate('word '.repeat(40), 20)).toBe('word word word word…');
    expect(jsonLine({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });
});
