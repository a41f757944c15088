/** The record an operation on one record works on, as far as the user may reach it. */
import type { ResourceRow } from '../resources/resourceStoreTypes';
import type { CrudOperations } from '../handlers/crud/factory';
import type { Scope } from './scope';
import { ensureReaches } from './rowsReach';

/**
 * The stored record `id` names: 40001 when it is no id, 40400 when there is none or the user may not
 * read it (as for a record that does not exist), 40300 when they may read but not `change` or
 * `delete` it (the rows their grants reach: their own, or those matching a condition).
 */
export async function reachable(scope: Scope, crud: CrudOperations<ResourceRow>, id: string | undefined, doing: 'read' | 'change' | 'delete'): Promise<ResourceRow> {
  const found = await crud.target(id);
  ensureReaches(scope.schema, scope.user, found, doing);
  return found;
}
