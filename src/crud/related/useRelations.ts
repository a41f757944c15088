/** The relations of a resource the signed-in user gets (relations.ts), with their roles. */
import { useMemo } from 'react';
import { useRoles } from '../../providers/useRoles';
import { useResourceSet } from '../../resources/resourceSetContext';
import type { ResourceSchema } from '../../kernel/types';
import { relationsOf, type Relation } from './relations';

export function useRelations(schema: ResourceSchema): { relations: Relation[]; roles: readonly string[] } {
  const roles = useRoles();
  const { find } = useResourceSet();
  const relations = useMemo(() => relationsOf(schema, find, roles), [schema, find, roles]);
  return { relations, roles };
}
