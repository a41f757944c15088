/**
 * Schema-aware completion for the JSON editor: in an object, the property names the JSON Schema
 * allows at that path (with their descriptions, required ones first, present ones left out); in a
 * value, the enum/const/boolean values allowed there. Ctrl-Space asks for it anywhere.
 */
import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { SyntaxNode } from '@lezer/common';
import { propertiesAt, valuesAt, type JsonSchema } from './jsonSchema';
import { keyOf, pathOf, propertiesOf, valuesOf, type JsonPath } from './jsonTree';

const CONTAINERS: ReadonlySet<string> = new Set(['Object', 'Array', 'Property', 'JsonText']);

function propertyOptions(root: JsonSchema, doc: string, object: SyntaxNode, path: JsonPath, editing: SyntaxNode | undefined, withColon: boolean): Completion[] {
  const present = new Set(
    propertiesOf(object)
      .filter((property) => property !== editing)
      .map((property) => keyOf(doc, property)),
  );
  return propertiesAt(root, path)
    .filter((offer) => !present.has(offer.name))
    .map((offer) => ({
      label: offer.name,
      type: 'property',
      detail: offer.required ? 'required' : undefined,
      info: offer.description,
      boost: offer.required ? 1 : 0,
      apply: withColon ? `${JSON.stringify(offer.name)}: ` : JSON.stringify(offer.name),
    }));
}

function valueOptions(root: JsonSchema, path: JsonPath): Completion[] {
  return valuesAt(root, path).map((offer) => ({
    label: JSON.stringify(offer.value),
    type: typeof offer.value === 'string' ? 'enum' : 'keyword',
    info: offer.description,
    apply: JSON.stringify(offer.value),
  }));
}

const result = (from: number, to: number, options: Completion[]): CompletionResult | null =>
  options.length === 0 ? null : { from, to, options, validFor: /^"?[\w$-]*"?$/ };

/** The path of the value a property holds (its object's path and its key). */
function propertyPath(doc: string, property: SyntaxNode): JsonPath | undefined {
  const key = keyOf(doc, property);
  const object = property.parent;
  return key === undefined || !object ? undefined : [...pathOf(doc, object), key];
}

export function completeAt(root: JsonSchema, context: CompletionContext): CompletionResult | null {
  const { state, pos } = context;
  const doc = state.doc.toString();
  const tree = ensureSyntaxTree(state, state.doc.length, 200) ?? syntaxTree(state);
  const node = tree.resolveInner(pos, -1);
  const parent = node.parent;

  // Inside a key: "na|"
  if (node.name === 'PropertyName' && parent?.parent) {
    const hasColon = parent.getChild(':') !== null;
    return result(node.from, node.to, propertyOptions(root, doc, parent.parent, pathOf(doc, parent.parent), parent, !hasColon));
  }
  // Inside a string value: "type": "te|"
  if (node.name === 'String' && parent && (parent.name === 'Property' || parent.name === 'Array')) {
    return result(node.from, node.to, valueOptions(root, pathOf(doc, node)));
  }
  // A key still without its closing quote (the parser marks it as an error inside the object).
  if (node.name === '⚠' && parent?.name === 'Object' && doc.slice(node.from, pos).startsWith('"')) {
    return result(node.from, pos, propertyOptions(root, doc, parent, pathOf(doc, parent), undefined, true));
  }

  const word = context.matchBefore(/[\w-]*$/);
  const from = word ? word.from : pos;
  if (from === pos && !context.explicit) return null;
  let container: SyntaxNode | null = node;
  while (container && !CONTAINERS.has(container.name)) container = container.parent;
  if (!container) return null;
  if (container.name === 'Object') {
    return result(from, pos, propertyOptions(root, doc, container, pathOf(doc, container), undefined, true));
  }
  if (container.name === 'Property') {
    const colon = container.getChild(':');
    const path = propertyPath(doc, container);
    if (!colon || colon.to > from || !path) return null;
    return result(from, pos, valueOptions(root, path));
  }
  if (container.name === 'Array') {
    const index = valuesOf(container).filter((value) => value.to <= from).length;
    return result(from, pos, valueOptions(root, [...pathOf(doc, container), index]));
  }
  return null;
}

/** The completion source for `jsonLanguage.data.of({ autocomplete })`. */
export const schemaCompletion = (root: JsonSchema): CompletionSource => (context) => completeAt(root, context);
