/**
 * Which of a resource's `related` entries a user gets, and what they may do there: the other
 * resource's own roles decide (the server refuses the same). A relation shows when the other
 * resource exists, the user may read it, and may view its target field (a field one may not view
 * cannot be filtered on, so its records could not be listed).
 */
import { canDo, canEditField, canViewField } from '../../kernel/access/permissions';
import type { Grantee } from '../../kernel/access/grants';
import type { AnyRecord, FieldSchema, Identifier, ResourceSchema } from '../../kernel/types';

export type RelatedEntry = NonNullable<ResourceSchema['related']>[number];

export interface Relation {
  entry: RelatedEntry;
  /** The other resource, whose records point at this one. */
  other: ResourceSchema;
  /** Its field naming records of this one: a reference (one), or a references list (many-to-many). */
  target: FieldSchema;
  /** Whether the user may create a record of the other resource linked to this one. */
  canCreate: boolean;
}

/** A new linked record needs the create right and the right to set the link. */
function mayCreateLinked(other: ResourceSchema, target: FieldSchema, grantee: Grantee): boolean {
  return Boolean(other.endpoints.create) && canDo(other, 'create', grantee) && (target.create ?? true) && canEditField(other, target, grantee, 'new');
}

export function relationsOf(schema: ResourceSchema, find: (name: string) => ResourceSchema | undefined, grantee: Grantee): Relation[] {
  const out: Relation[] = [];
  for (const entry of schema.related ?? []) {
    const other = find(entry.resource);
    const target = other?.fields.find((field) => field.source === entry.target);
    if (!other || !target || !canDo(other, 'read', grantee) || !canViewField(other, target, grantee)) continue;
    out.push({ entry, other, target, canCreate: mayCreateLinked(other, target, grantee) });
  }
  return out;
}

/** The other resource's columns in the compact table: what its list shows and the user may view, the link apart (it is this record). */
export function relatedColumns(relation: Relation, grantee: Grantee): FieldSchema[] {
  return relation.other.fields.filter((field) => {
    const listed = field.list ?? field.type !== 'password';
    return listed === true && field.source !== relation.target.source && canViewField(relation.other, field, grantee);
  });
}

/** The values a new linked record starts with: the target names this record (a references list holds just it). */
export function linkPreset(relation: Relation, id: Identifier): AnyRecord {
  return { [relation.target.source]: relation.target.type === 'references' ? [id] : id } as AnyRecord;
}
