/**
 * The HTML a `richText` field may hold: an allow-list of tags and attributes (sanitize-html), so no
 * stored or answered value carries script, an event handler (`onerror`), a `javascript:` URL, a
 * style or a frame. Run on every write and again on every answer (a value written before, or
 * straight into the database, is cleaned on its way out too). Sub-fields of `object` and `array`
 * values are walked the same way.
 */
import sanitizeHtml from 'sanitize-html';
import type { FieldSchema } from '../src/kernel/types';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
    'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark', 'span',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Script and style are dropped with their text, not kept as visible words.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // A link that opens a new tab gets no handle on this page.
    a: (tagName, attribs) => (attribs.target ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
  },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a field, or one of its sub-fields at any depth, is richText (only those values are walked). */
export const holdsRichText = (field: FieldSchema): boolean => field.type === 'richText' || (field.fields ?? []).some(holdsRichText);

/** A field's value with every richText in it sanitised (the same value when there is none). */
export function sanitizedValue<T>(field: FieldSchema, value: T): T {
  if (typeof value === 'string' && field.type === 'richText') return sanitizeRichText(value) as T;
  const fields = field.fields ?? [];
  if (fields.length === 0 || !fields.some(holdsRichText)) return value;
  const group = (row: unknown): unknown => {
    if (!isGroup(row)) return row;
    const out: Record<string, unknown> = { ...row };
    for (const sub of fields) if (Object.prototype.hasOwnProperty.call(row, sub.source)) out[sub.source] = sanitizedValue(sub, row[sub.source]);
    return out;
  };
  if (field.type === 'object') return group(value) as T;
  if (field.type === 'array' && Array.isArray(value)) return value.map(group) as T;
  return value;
}
