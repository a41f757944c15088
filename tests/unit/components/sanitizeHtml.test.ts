import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeHtml } from '../../../src/components/SafeHtml/sanitizeHtml';

describe('sanitizeHtml', () => {
  it.each([
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#9;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<a href="https://example.test/a">x</a>', '<a href="https://example.test/a">x</a>'],
    ['<a href="/relative">x</a>', '<a href="/relative">x</a>'],
  ])('%s -> %s', (html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });
});

describe('safeUrl', () => {
  it('empties script and data URLs, keeps the others', () => {
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl(' \tjavascript:alert(1)')).toBe('');
    expect(safeUrl('vbscript:msgbox')).toBe('');
    expect(safeUrl('data:text/html;base64,PHNjcmlwdD4=')).toBe('');
    expect(safeUrl('https://example.test/')).toBe('https://example.test/');
    expect(safeUrl('#anchor')).toBe('#anchor');
  });
});
