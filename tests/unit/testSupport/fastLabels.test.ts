import { describe, expect, it } from 'vitest';
import { jsdomGetters } from '../fastLabels';

const jsdomControl = (label: HTMLLabelElement): unknown => jsdomGetters.control?.get?.call(label);
const jsdomLabels = (element: HTMLElement): unknown[] | null => {
  const owner = [...jsdomGetters.labels.keys()].find((Element) => Object.prototype.isPrototypeOf.call(Element.prototype, element));
  const labels = owner ? (jsdomGetters.labels.get(owner)?.get?.call(element) as NodeListOf<HTMLLabelElement> | null) : null;
  return labels === null ? null : [...labels];
};

const PAGE = `
  <label id="l1" for="a">A by id</label><input id="a">
  <label id="l2">Wrapped <input id="b"></label>
  <label id="l3" for="b">B again, by id</label>
  <label id="l4" for="">Empty for</label><input id="c">
  <label id="l5" for="d">Points at a div</label><div id="d"></div>
  <label id="l6">Hidden inside <input id="e" type="hidden"></label>
  <label id="l7" for="f">Select</label><select id="f"></select>
  <label id="l8">Nested first <textarea id="g"></textarea><input id="h"></label>
  <label id="l9" for="h">H by id, after its wrapper</label>
  <label id="l10" for="a">A again</label>
  <button id="i">Unlabelled</button>
`;

describe('the faster label lookups give jsdom’s answers', () => {
  it('control and labels, for every label and control on a page of odd cases', () => {
    document.body.innerHTML = PAGE;
    expect(jsdomGetters.control).toBeDefined();
    for (const label of document.querySelectorAll('label')) expect(label.control, label.id).toBe(jsdomControl(label));
    for (const control of document.querySelectorAll<HTMLInputElement>('input, select, textarea, button')) {
      const labels: NodeListOf<HTMLLabelElement> | null = control.labels;
      expect(labels === null ? null : Array.from(labels), control.id).toEqual(jsdomLabels(control));
    }
    // The page's cases are met, not only agreed on.
    const idsOfLabels = (id: string) => Array.from((document.getElementById(id) as HTMLInputElement).labels ?? [], (label) => label.id);
    expect(idsOfLabels('b')).toEqual(['l2', 'l3']);
    expect(idsOfLabels('a')).toEqual(['l1', 'l10']);
    expect((document.getElementById('e') as HTMLInputElement).labels).toBeNull();
  });
});
