/**
 * URLs a cell may put in an href or src: only http(s), relative and (for links) mailto, so a value
 * like 'javascript:…' stays text. The WHATWG parser strips the tabs and control characters a
 * browser would, so obfuscated schemes are caught too.
 */
import type { AnyRecord } from '../../kernel/types';

/** Relative URLs resolve against this origin, which marks them as the console's own. */
const BASE = new URL('http://relative.invalid/');

export type SafeLink = { href: string; kind: 'internal' | 'external' | 'mailto' };

function resolve(value: string): URL | undefined {
  try {
    return new URL(value, BASE);
  } catch {
    return undefined;
  }
}

export function safeLink(value: string): SafeLink | undefined {
  const href = value.trim();
  const url = href === '' ? undefined : resolve(href);
  if (!url) return undefined;
  if (url.protocol === 'mailto:') return { href, kind: 'mailto' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return { href, kind: url.origin === BASE.origin ? 'internal' : 'external' };
}

export function safeImageSrc(value: string): string | undefined {
  const link = safeLink(value);
  return link && link.kind !== 'mailto' ? link.href : undefined;
}

/** Fills `{field}` placeholders with the record's values, each encoded as a URL component. */
export function fillTemplate(template: string, record: AnyRecord): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = record[key];
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
}
