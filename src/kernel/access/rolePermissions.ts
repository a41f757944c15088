/**
 * What a role may do with each resource, as an admin stores it (`GET|PUT /api/_permissions/{role}`)
 * and as the console's Role page edits it. Each operation is `false` (refused), `true` (every field,
 * every row) or an object narrowing it: `fields` it may read or write (absent: all), `rows` it
 * reaches (`"own"`: the records the user created; a condition: the records that match; absent: all)
 * and, for `create`, `presets`: values the server sets, whatever the request says.
 */
import type { FileCondition } from '../format/resourceFile';

export type RowsRule = 'own' | FileCondition;

export type ReadRule = boolean | { fields?: string[]; rows?: RowsRule };
export type CreateRule = boolean | { fields?: string[]; presets?: Record<string, unknown> };
export type UpdateRule = boolean | { fields?: string[]; rows?: RowsRule };
export type DeleteRule = boolean | { rows?: RowsRule };
export type ExportRule = boolean | { fields?: string[] };

export interface ResourcePermissions {
  read: ReadRule;
  create: CreateRule;
  update: UpdateRule;
  delete: DeleteRule;
  export: ExportRule;
}

export type PermissionOperation = keyof ResourcePermissions;

export const PERMISSION_OPERATIONS: readonly PermissionOperation[] = ['read', 'create', 'update', 'delete', 'export'];

/**
 * A role's permissions, resource name → rules. `GET` answers every resource the server serves
 * (built-in and file-made) with the rules in force for the role: the stored ones, else the resource
 * file's defaults for the seeded roles (`admin`, `editor`, `visitor`), else everything `false`.
 * `PUT` takes some resources: each one named replaces what is stored for it; `null` drops the stored
 * rules (back to the default). It answers like `GET`.
 */
export type RolePermissions = Record<string, ResourcePermissions>;
export type RolePermissionsChange = Record<string, ResourcePermissions | null>;

/** Everything refused: a new role's rules for a resource until an admin grants something. */
export const NOTHING: ResourcePermissions = { read: false, create: false, update: false, delete: false, export: false };
