/**
 * The part of JSON Schema (2020-12 and draft-07, as generators such as zod's write it) that the lab's
 * completion and validation read, and how to find the subschemas that apply at a path.
 */
export interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchemaNode>;
  definitions?: Record<string, JsonSchemaNode>;
  type?: string | string[];
  description?: string;
  title?: string;
  properties?: Record<string, JsonSchemaNode>;
  patternProperties?: Record<string, JsonSchemaNode>;
  additionalProperties?: JsonSchemaNode;
  required?: string[];
  items?: JsonSchemaNode | JsonSchemaNode[];
  prefixItems?: JsonSchemaNode[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** `true` allows anything, `false` nothing. */
export type JsonSchemaNode = JsonSchema | boolean;

const isSchema = (node: JsonSchemaNode | undefined): node is JsonSchema => typeof node === 'object' && node !== null;

/** Follows a local `$ref` ('#/$defs/field', '#/definitions/x', '#'). Remote references are not followed. */
export function deref(root: JsonSchema, node: JsonSchemaNode | undefined, seen: ReadonlySet<string> = new Set()): JsonSchemaNode | undefined {
  if (!isSchema(node) || node.$ref === undefined) return node;
  const ref = node.$ref;
  if (!ref.startsWith('#') || seen.has(ref)) return undefined;
  let target: unknown = root;
  for (const raw of ref.slice(1).split('/').filter(Boolean)) {
    const step = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    target = typeof target === 'object' && target !== null ? (target as Record<string, unknown>)[step] : undefined;
  }
  const siblings = Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref')) as JsonSchema;
  const resolved = deref(root, target as JsonSchemaNode | undefined, new Set([...seen, ref]));
  if (!isSchema(resolved)) return resolved;
  return Object.keys(siblings).length > 0 ? { ...resolved, ...siblings } : resolved;
}

/** The schema and its anyOf/oneOf/allOf branches, references followed: every alternative that may apply. */
export function alternatives(root: JsonSchema, node: JsonSchemaNode | undefined, depth = 0): JsonSchema[] {
  const resolved = deref(root, node);
  if (!isSchema(resolved) || depth > 16) return [];
  const branches = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
  return [resolved, ...branches.flatMap((branch) => alternatives(root, branch, depth + 1))];
}

function childSchemas(schema: JsonSchema, step: string | number): JsonSchemaNode[] {
  if (typeof step === 'number') {
    if (schema.prefixItems && step < schema.prefixItems.length) return [schema.prefixItems[step] as JsonSchemaNode];
    if (Array.isArray(schema.items)) return step < schema.items.length ? [schema.items[step] as JsonSchemaNode] : [];
    return schema.items === undefined ? [] : [schema.items];
  }
  const named = schema.properties?.[step];
  if (named !== undefined) return [named];
  const patterned = Object.entries(schema.patternProperties ?? {})
    .filter(([pattern]) => safeTest(pattern, step))
    .map(([, sub]) => sub);
  if (patterned.length > 0) return patterned;
  return isSchema(schema.additionalProperties) ? [schema.additionalProperties] : [];
}

export function safeTest(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
}

/** Every alternative that applies at `path` in a document validated by `root`. */
export function schemasAt(root: JsonSchema, path: readonly (string | number)[]): JsonSchema[] {
  let current = alternatives(root, root);
  for (const step of path) {
    current = current.flatMap((schema) => childSchemas(schema, step).flatMap((child) => alternatives(root, child)));
    if (current.length === 0) break;
  }
  return current;
}

export interface PropertyOffer {
  name: string;
  description?: string;
  required: boolean;
  schema: JsonSchemaNode;
}

/** The property names an object at `path` may have, with their descriptions. */
export function propertiesAt(root: JsonSchema, path: readonly (string | number)[]): PropertyOffer[] {
  const offers = new Map<string, PropertyOffer>();
  for (const schema of schemasAt(root, path)) {
    for (const [name, sub] of Object.entries(schema.properties ?? {})) {
      const resolved = deref(root, sub);
      const description = isSchema(resolved) ? resolved.description ?? alternatives(root, resolved).find((alt) => alt.description)?.description : undefined;
      const previous = offers.get(name);
      offers.set(name, {
        name,
        description: previous?.description ?? description,
        required: (previous?.required ?? false) || (schema.required ?? []).includes(name),
        schema: previous?.schema ?? sub,
      });
    }
  }
  return [...offers.values()];
}

export interface ValueOffer {
  value: unknown;
  description?: string;
}

/** The literal values allowed at `path` (enum, const, booleans), with the description of where they come from. */
export function valuesAt(root: JsonSchema, path: readonly (string | number)[]): ValueOffer[] {
  const seen = new Set<string>();
  const offers: ValueOffer[] = [];
  const add = (value: unknown, description?: string) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return;
    seen.add(key);
    offers.push({ value, description });
  };
  for (const schema of schemasAt(root, path)) {
    for (const value of schema.enum ?? []) add(value, schema.description);
    if ('const' in schema) add(schema.const, schema.description);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.includes('boolean')) {
      add(true, schema.description);
      add(false, schema.description);
    }
  }
  return offers;
}

export const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);
