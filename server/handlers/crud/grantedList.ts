/**
 * The list endpoint of a built-in resource, following the resource's grants like the conventional
 * ones: admins and every role whose read grant (stored rules, else the file's) allows it are let in,
 * and each gets only the rows and fields that grant reaches. `whole` answers a caller whose grant
 * reaches everything without reading the rows here (a list streamed from the store).
 */
import type { GrantSchema } from '../../../src/kernel/access/grants';
import { grantsOf } from '../../../src/kernel/access/grants';
import { canDo, canViewField, reaches } from '../../../src/kernel/access/permissions';
import type { Caller } from '../../apiTypes';
import type { ApiRoute, Endpoints } from '../../endpoint';
import { okList } from '../../envelope';

interface GrantedList<T extends object> {
  schema: GrantSchema;
  path: string;
  /** Whom a refusal names (the roles the resource file gives). */
  roles: readonly string[];
  rows: () => Promise<readonly T[]>;
  whole?: () => Response | Promise<Response>;
}

/** A row as the caller may read it: the id and the fields their grant names. */
export const shownFields = <T extends object>(schema: GrantSchema, caller: Caller) => (row: T): Partial<T> =>
  Object.fromEntries(Object.entries(row).filter(([source]) => source === 'id' || canViewField(schema, { source }, caller))) as Partial<T>;

export function grantedList<T extends object>(route: Endpoints, { schema, path, roles, rows, whole }: GrantedList<T>): ApiRoute {
  return route.signedIn(
    { method: 'GET', path, roles },
    async ({ user }) => {
      const read = grantsOf(schema, user).read;
      if (whole && read !== false && read.fields === 'all' && read.rows.all) return whole();
      const reached = (row: T) => reaches(schema, 'read', user, row as Record<string, unknown>, user.id);
      return okList((await rows()).filter(reached).map(shownFields(schema, user)));
    },
    (caller) => canDo(schema, 'read', caller),
  );
}
