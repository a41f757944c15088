// jsdom finds a form control's labels by walking the whole document and, for each label met,
// walking it again to find that label's control: a Testing Library query by label (or by a role's
// accessible name) on a full console page spent a quarter of a form test's time there. The same
// answers, found by id and by the ancestors instead.
const LABELABLE = 'button, input:not([type="hidden" i]), meter, output, progress, select, textarea';

function controlOf(label: HTMLLabelElement): HTMLElement | null {
  const target = label.getAttribute('for');
  if (target !== null) {
    if (target === '') return null;
    const root = label.getRootNode();
    const found = 'getElementById' in root && typeof root.getElementById === 'function' ? (root.getElementById(target) as HTMLElement | null) : null;
    return found?.matches(LABELABLE) ? found : null;
  }
  return label.querySelector<HTMLElement>(LABELABLE);
}

function labelsOf(control: HTMLElement): HTMLLabelElement[] {
  const labels = new Set<HTMLLabelElement>();
  const root = control.getRootNode();
  if (control.id && 'querySelectorAll' in root) {
    for (const label of (root as ParentNode).querySelectorAll<HTMLLabelElement>(`label[for="${CSS.escape(control.id)}"]`)) {
      if (controlOf(label) === control) labels.add(label);
    }
  }
  for (let ancestor = control.parentElement; ancestor; ancestor = ancestor.parentElement) {
    if (ancestor instanceof HTMLLabelElement && !ancestor.hasAttribute('for') && controlOf(ancestor) === control) labels.add(ancestor);
  }
  // Document order, as the standard's `labels` answers.
  return [...labels].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

const LABELABLE_ELEMENTS = () => [HTMLButtonElement, HTMLInputElement, HTMLMeterElement, HTMLOutputElement, HTMLProgressElement, HTMLSelectElement, HTMLTextAreaElement];

/** jsdom's own getters, kept for the test that holds these to the same answers. */
export const jsdomGetters = {
  control: undefined as PropertyDescriptor | undefined,
  labels: new Map<{ prototype: HTMLElement }, PropertyDescriptor | undefined>(),
};

export function installFastLabels(): void {
  jsdomGetters.control = Object.getOwnPropertyDescriptor(HTMLLabelElement.prototype, 'control');
  for (const Element of LABELABLE_ELEMENTS()) jsdomGetters.labels.set(Element, Object.getOwnPropertyDescriptor(Element.prototype, 'labels'));
  Object.defineProperty(HTMLLabelElement.prototype, 'control', { configurable: true, get: function control(this: HTMLLabelElement) { return controlOf(this); } });
  for (const Element of LABELABLE_ELEMENTS()) {
    Object.defineProperty(Element.prototype, 'labels', {
      configurable: true,
      get: function labels(this: HTMLElement) {
        return this instanceof HTMLInputElement && this.type === 'hidden' ? null : labelsOf(this);
      },
    });
  }
}

if (typeof HTMLLabelElement !== 'undefined') installFastLabels();
