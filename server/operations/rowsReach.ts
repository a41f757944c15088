/**
 * Whether the records a write touches lie in the rows the user's grants reach (src/kernel/access/grants.ts),
 * with the answers every write gives, conventional or built-in: 40400 for a record the user may not
 * read (as for one that does not exist), 40300 for one they read but may not change or delete, and
 * 40300 for a change that would take a record out of the rows they may change.
 */
import { grantsOf, reachesRow, type GrantSchema, type Grantee, type OperationGrant } from '../../src/kernel/access/grants';
import { forbidden, notFound } from '../refusal';

/** A stored record (a built-in's typed row, a conventional row): read by field source. */
type Row = object;
const fieldsOf = (row: Row): Readonly<Record<string, unknown>> => row as Readonly<Record<string, unknown>>;
type Doer = Grantee & { id: unknown };

/** Throws the refusal unless `doing` reaches the stored record `found` for this user. */
export function ensureReaches(schema: GrantSchema, user: Doer, found: Row, doing: 'read' | 'change' | 'delete'): void {
  const grants = grantsOf(schema, user);
  const reached = (grant: OperationGrant | false) => grant !== false && reachesRow(grant.rows, fieldsOf(found), user.id, schema.owner?.field);
  const operation = doing === 'read' ? grants.read : doing === 'change' ? grants.update : grants.delete;
  // One may act on a record without reading it: then what the operation reaches is what it finds.
  if (!reached(grants.read === false ? operation : grants.read)) throw notFound(`No ${schema.name} record with this id`);
  if (!reached(operation)) {
    const ownOnly = operation !== false && operation.rows.own && operation.rows.conditions.length === 0;
    throw forbidden(
      ownOnly ? `No permission: only the user who created this ${schema.name} record, or an admin, may ${doing} it.` : `No permission: your roles may not ${doing} this ${schema.name} record.`,
    );
  }
}

/** Why a change leaving the record as `values` is refused (it would leave the rows the user may change), or undefined. */
export function movedOutRefusal(schema: GrantSchema, user: Doer, values: Row): string | undefined {
  const update = grantsOf(schema, user).update;
  if (update === false || reachesRow(update.rows, fieldsOf(values), user.id, schema.owner?.field)) return undefined;
  return `No permission: this change would take the ${schema.name} record out of the records you may change.`;
}

/** Throws the 40300 when a change leaving the record as `values` would take it out of the rows the user may change. */
export function ensureStaysIn(schema: GrantSchema, user: Doer, values: Row): void {
  const refusal = movedOutRefusal(schema, user, values);
  if (refusal !== undefined) throw forbidden(refusal);
}
