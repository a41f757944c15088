import DOMPurify from 'dompurify';

/** HTML safe to put in the page: scripts, event handlers and javascript: URLs are removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
