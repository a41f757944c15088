/** The relations of a resource the signed-in user gets (relations.ts), with the grantee they were read for. */
import { useMemo } from 'react';
import { useGrantee } from '../../providers/grantee';
import type { Grantee } from '../../kernel/access/grants';
import { useResourceSet } from '../../resources/resourceSetContext';
import type { ResourceSchema } from '../../kernel/types';
import { relationsOf, type Relation } from './relations';

export function useRelations(schema: ResourceSchema): { relations: Relation[]; grantee: Grantee } {
  const grantee = useGrantee();
  const { find } = useResourceSet();
  const relations = useMemo(() => relationsOf(schema, find, grantee), [schema, find, grantee]);
  return { relations, grantee };
}
