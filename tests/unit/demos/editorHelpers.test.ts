import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/components/SafeHtml/sanitizeHtml';
import { filterIcons, snippetOf } from '../../../src/demos/icons/filterIcons';
import { ICONS } from '../../../src/demos/icons/iconList';
import { checkJson } from '../../../src/demos/jsonEditor/checkJson';
import { INITIAL_JSON, MARKET_GROUPS } from '../../../src/demos/jsonEditor/marketGroups';
import { renderedHtml } from '../../../src/demos/markdown/renderedHtml';

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript: URLs, keeps formatting', () => {
    const out = sanitizeHtml(
      '<p class="ql-align-center"><strong>Hi</strong><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">link</a></p>',
    );
    expect(out).toContain('<strong>Hi</strong>');
    expect(out).toContain('class="ql-align-center"');
    expect(out).toContain('<img src="x">');
    expect(out).not.toMatch(/onerror|<script|javascript:/);
  });
});

describe('icon page helpers', () => {
  it('has about 80 distinct icons', () => {
    expect(ICONS.length).toBe(80);
    expect(new Set(ICONS.map((icon) => icon.name)).size).toBe(80);
  });

  it('snippet and search', () => {
    expect(snippetOf('Dashboard')).toBe('<DashboardIcon />');
    expect(filterIcons(ICONS, 'dash').map((icon) => icon.name)).toEqual(['Dashboard']);
    expect(filterIcons(ICONS, ' <DashboardIcon /> ').map((icon) => icon.name)).toEqual(['Dashboard']);
    expect(filterIcons(ICONS, 'cloud').map((icon) => icon.name)).toEqual(['Cloud', 'CloudUpload']);
    expect(filterIcons(ICONS, '')).toHaveLength(80);
    expect(filterIcons(ICONS, 'zzz')).toEqual([]);
  });
});

describe('json editor helpers', () => {
  it('preloads groups of market items with names', () => {
    expect(JSON.parse(INITIAL_JSON)).toEqual(MARKET_GROUPS);
    expect(MARKET_GROUPS.map((group) => group.name)).toContain('Forex');
    expect(MARKET_GROUPS[0].items[0]).toEqual({ market_type: 'forexdata', symbol: 'XAUUSD' });
  });

  it('checks JSON', () => {
    expect(checkJson('{"a":1}')).toEqual({ valid: true, value: { a: 1 } });
    expect(checkJson('{"a":')).toMatchObject({ valid: false });
  });
});

describe('markdown HTML', () => {
  it('takes the preview body without heading anchors and copy buttons', () => {
    const host = document.createElement('div');
    host.innerHTML =
      '<div class="wmde-markdown"><h1 id="t"><a class="anchor" href="#t"><svg></svg></a>T</h1>' +
      '<pre><code>x</code><div class="copied"></div></pre></div>';
    expect(renderedHtml(host)).toBe('<h1 id="t">T</h1><pre><code>x</code></pre>');
    expect(renderedHtml(null)).toBe('');
  });
});
