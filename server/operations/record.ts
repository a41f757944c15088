/** The record an operation on one record works on, as far as the user may reach it. */
import { changesAllRows, seesAllRows } from '../../src/kernel/access/permissions';
import { forbidden, notFound } from '../refusal';
import type { ResourceRow } from '../resources/resourceStoreTypes';
import type { CrudOperations } from '../handlers/crud/factory';
import { owns, type Scope } from './scope';

/**
 * The stored record `id` names: 40001 when it is no id, 40400 when there is none or it is another
 * user's the user may not see (as for a record that does not exist), 40300 when they may see but
 * not `change` or `delete` it (the owner rule).
 */
export async function reachable(scope: Scope, crud: CrudOperations<ResourceRow>, id: string | undefined, doing: 'read' | 'change' | 'delete'): Promise<ResourceRow> {
  const { schema, user } = scope;
  const found = await crud.target(id);
  if (!owns(scope, found, seesAllRows(schema, user.roles))) throw notFound(`No ${schema.name} record with this id`);
  if (doing !== 'read' && !owns(scope, found, changesAllRows(schema, user.roles))) {
    throw forbidden(`No permission: only the user who created this ${schema.name} record, or an admin, may ${doing} it.`);
  }
  return found;
}
