/**
 * What the zod definition allows at a key path: the keys of the object there, or the values of a
 * discriminator. The problem texts use it for hints ("did you mean 'required'?", "one of ...").
 */
import { z } from 'zod';

type Segment = PropertyKey;

/** The schemas a value may be checked against, with wrappers and unions opened. */
function open(schema: z.ZodType): z.ZodType[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodReadonly) return open(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodLazy) return open(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap(open);
  return [schema];
}

function step(schema: z.ZodType, segment: Segment): z.ZodType[] {
  if (schema instanceof z.ZodArray && typeof segment === 'number') return open(schema.element as z.ZodType);
  if (schema instanceof z.ZodObject && typeof segment === 'string') {
    const child = (schema.shape as Record<string, z.ZodType | undefined>)[segment];
    return child ? open(child) : [];
  }
  if (schema instanceof z.ZodRecord) return open(schema.valueType as z.ZodType);
  return [];
}

export function schemasAt(root: z.ZodType, path: readonly Segment[]): z.ZodType[] {
  return path.reduce<z.ZodType[]>((current, segment) => current.flatMap((schema) => step(schema, segment)), open(root));
}

/** Every key any object schema at the path accepts. */
export function keysAt(root: z.ZodType, path: readonly Segment[]): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const schema of schemasAt(root, path)) if (schema instanceof z.ZodObject) for (const key of Object.keys(schema.shape)) keys.add(key);
  return keys;
}

/** The literal values allowed for `key` in the objects at the path (a discriminator's kinds). */
export function literalsAt(root: z.ZodType, path: readonly Segment[]): unknown[] {
  const values: unknown[] = [];
  for (const schema of schemasAt(root, path)) {
    if (schema instanceof z.ZodLiteral) values.push(...schema.values);
    if (schema instanceof z.ZodEnum) values.push(...schema.options);
  }
  return values;
}
