/** The element that scrolls `element` (its nearest scrolling ancestor), or the document's. */
export function scrollParent(element: Element | null): Element {
  const root = document.scrollingElement ?? document.documentElement;
  for (let node = element?.parentElement ?? null; node && node !== document.body && node !== root; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (/(auto|scroll|overlay)/.test(overflowY) && node.scrollHeight > node.clientHeight) return node;
  }
  return root;
}
