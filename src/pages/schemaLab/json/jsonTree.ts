/**
 * Paths in a JSON document's syntax tree (lezer, the same parser the editor runs): the path of a
 * node ('fields', 2, 'type'), and the node a path names. Problems name keys this way
 * ('fields.phone.pattern'): an array step matches an index or an element's `source`/`name`/`id`.
 */
import type { SyntaxNode, Tree } from '@lezer/common';

export type JsonPath = Array<string | number>;

const VALUES: ReadonlySet<string> = new Set(['True', 'False', 'Null', 'Number', 'String', 'Object', 'Array']);

/** Keys by which an array element is named in a problem key. */
const NAMING_KEYS = ['source', 'name', 'id'] as const;

export const isValueNode = (node: SyntaxNode): boolean => VALUES.has(node.name);

/** A string token's text, unquoted (a broken escape keeps the raw text). */
export function unquote(doc: string, node: SyntaxNode): string {
  const raw = doc.slice(node.from, node.to);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.replace(/^"/, '').replace(/"$/, '');
  }
}

export function childrenOf(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child);
  return out;
}

export const valuesOf = (array: SyntaxNode): SyntaxNode[] => childrenOf(array).filter(isValueNode);

export const propertiesOf = (object: SyntaxNode): SyntaxNode[] => object.getChildren('Property');

export function keyOf(doc: string, property: SyntaxNode): string | undefined {
  const name = property.getChild('PropertyName');
  return name ? unquote(doc, name) : undefined;
}

/** The value of a property (undefined while it is still being typed). */
export const valueOfProperty = (property: SyntaxNode): SyntaxNode | undefined => childrenOf(property).find(isValueNode);

/** The document's top value. */
export const rootValue = (tree: Tree): SyntaxNode | undefined => childrenOf(tree.topNode).find(isValueNode);

/** The path from the document's top down to `node` (a property name counts as inside its object). */
export function pathOf(doc: string, node: SyntaxNode): JsonPath {
  const path: JsonPath = [];
  let child: SyntaxNode = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.name === 'Property' && child.name !== 'PropertyName') {
      const key = keyOf(doc, parent);
      if (key !== undefined) path.unshift(key);
    } else if (parent.name === 'Array') {
      path.unshift(valuesOf(parent).filter((value) => value.to <= child.from).length);
    }
  }
  return path;
}

export function propertyNamed(doc: string, object: SyntaxNode, key: string): SyntaxNode | undefined {
  return propertiesOf(object).find((property) => keyOf(doc, property) === key);
}

function elementNamed(doc: string, array: SyntaxNode, step: string | number): { element: SyntaxNode; mark: SyntaxNode } | undefined {
  const elements = valuesOf(array);
  for (const element of elements) {
    if (element.name !== 'Object') continue;
    for (const key of NAMING_KEYS) {
      const property = propertyNamed(doc, element, key);
      const value = property && valueOfProperty(property);
      if (value && (value.name === 'String' ? unquote(doc, value) : doc.slice(value.from, value.to)) === String(step)) {
        return { element, mark: value };
      }
    }
  }
  const index = typeof step === 'number' ? step : /^\d+$/.test(step) ? Number(step) : -1;
  const element = elements[index];
  return element ? { element, mark: element } : undefined;
}

export interface Located {
  /** Where to show a mark: the key's name, an element's naming value, or the value itself. */
  from: number;
  to: number;
  /** How many steps of the path were found (a missing key is shown on its nearest ancestor). */
  depth: number;
}

/** Where the document holds `path`, or its nearest existing ancestor. */
export function locate(doc: string, tree: Tree, path: readonly (string | number)[]): Located {
  let node = rootValue(tree);
  if (!node) return { from: 0, to: Math.min(doc.length, 1), depth: 0 };
  let mark: SyntaxNode = node;
  let depth = 0;
  for (const step of path) {
    if (node.name === 'Object') {
      const property = propertyNamed(doc, node, String(step));
      const value = property && valueOfProperty(property);
      if (!property || !value) break;
      mark = property.getChild('PropertyName') ?? value;
      node = value;
    } else if (node.name === 'Array') {
      const found = elementNamed(doc, node, step);
      if (!found) break;
      mark = found.mark === found.element && found.element.name === 'Object' ? found.element.firstChild ?? found.element : found.mark;
      node = found.element;
    } else break;
    depth += 1;
  }
  return { from: mark.from, to: Math.max(mark.to, mark.from + 1), depth };
}

/** A problem key ('fields.phone.pattern', 'fields[2].type') as path steps. */
export const keyPath = (key: string): string[] =>
  key
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((step) => step !== '');
