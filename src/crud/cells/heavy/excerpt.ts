/** Short plain-text excerpts of long values, for table cells: no markup, one line, cut at a word where it can. */

export const EXCERPT_LENGTH = 80;

export function truncate(text: string, max = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Markdown without its syntax: images and links keep their text, marks and block markers go. */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '');
}

/**
 * The text of an HTML value. DOMParser builds an inert document (no script runs, no image loads),
 * so the cell needs no sanitiser for it.
 */
export function htmlText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  parsed.querySelectorAll('script, style, template').forEach((node) => node.remove());
  // Block ends become spaces, so paragraphs do not run into one another.
  parsed.querySelectorAll('p, div, li, br, h1, h2, h3, h4, h5, h6, tr, blockquote, pre').forEach((node) => node.append(' '));
  return parsed.body.textContent ?? '';
}

/** Compact one-line JSON. */
export function jsonLine(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}
