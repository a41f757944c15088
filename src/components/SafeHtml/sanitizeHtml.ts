import DOMPurify from 'dompurify';

/** URL schemes that can run script or smuggle a document: never kept in rendered output. */
const UNSAFE_URL = /^\s*(?:javascript|data|vbscript):/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster', 'background']);

/** A link target safe to render, or '' for a javascript:, data: or vbscript: URL. */
export function safeUrl(url: string): string {
  // Control characters and spaces inside the scheme (`java\tscript:`) are ignored by browsers.
  const squeezed = Array.from(url)
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('');
  return UNSAFE_URL.test(squeezed) ? '' : url;
}

DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (URL_ATTRIBUTES.has(data.attrName) && safeUrl(data.attrValue) === '') data.keepAttr = false;
});

/** HTML safe to put in the page: scripts, event handlers and javascript:/data: URLs are removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
