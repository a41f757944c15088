/**
 * The HTML of a rendered markdown preview, without the preview's own decorations (heading anchor
 * links, copy buttons): what a page would store or send.
 */
export function renderedHtml(container: Element | null): string {
  const body = container?.querySelector('.wmde-markdown');
  if (!body) return '';
  const copy = body.cloneNode(true) as Element;
  copy.querySelectorAll('a.anchor, .copied').forEach((node) => node.remove());
  return copy.innerHTML.trim();
}
