/** The record an operation on one record works on, as far as the user may reach it. */
import { grantsOf, reachesRow, type OperationGrant } from '../../src/kernel/access/grants';
import { forbidden, notFound } from '../refusal';
import type { ResourceRow } from '../resources/resourceStoreTypes';
import type { CrudOperations } from '../handlers/crud/factory';
import type { Scope } from './scope';

/**
 * The stored record `id` names: 40001 when it is no id, 40400 when there is none or the user may not
 * read it (as for a record that does not exist), 40300 when they may read but not `change` or
 * `delete` it (the rows their grants reach: their own, or those matching a condition).
 */
export async function reachable(scope: Scope, crud: CrudOperations<ResourceRow>, id: string | undefined, doing: 'read' | 'change' | 'delete'): Promise<ResourceRow> {
  const { schema, user } = scope;
  const found = await crud.target(id);
  const grants = grantsOf(schema, user);
  const reached = (grant: OperationGrant | false) => grant !== false && reachesRow(grant.rows, found, user.id, schema.owner?.field);
  const operation = doing === 'read' ? grants.read : doing === 'change' ? grants.update : grants.delete;
  // One may act on a record without reading it: then what the operation reaches is what it finds.
  if (!reached(grants.read === false ? operation : grants.read)) throw notFound(`No ${schema.name} record with this id`);
  if (!reached(operation)) {
    const ownOnly = operation !== false && operation.rows.own && operation.rows.conditions.length === 0;
    throw forbidden(
      ownOnly ? `No permission: only the user who created this ${schema.name} record, or an admin, may ${doing} it.` : `No permission: your roles may not ${doing} this ${schema.name} record.`,
    );
  }
  return found;
}
