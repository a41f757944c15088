/**
 * The permission editor's pure steps on one resource's rules (kernel/access/rolePermissions.ts): what
 * an operation grants, its narrowing parts, and the rule rebuilt from them (nothing narrowing: `true`).
 */
import { PERMISSION_OPERATIONS, type PermissionOperation, type ResourcePermissions, type RowsRule } from '../../../kernel/access/rolePermissions';

/** The narrowing an operation's rule may hold. */
export interface RuleParts {
  fields?: string[];
  rows?: RowsRule;
  presets?: Record<string, unknown>;
}

export type OperationRule = ResourcePermissions[PermissionOperation];

/** Which parts each operation takes: the editor offers only these. */
export const OPERATION_PARTS: Record<PermissionOperation, ReadonlyArray<keyof RuleParts>> = {
  read: ['fields', 'rows'],
  create: ['fields', 'presets'],
  update: ['fields', 'rows'],
  delete: ['rows'],
  export: ['fields'],
};

export const granted = (rule: OperationRule): boolean => rule !== false;

export function partsOf(rule: OperationRule): RuleParts {
  return typeof rule === 'object' ? (rule as RuleParts) : {};
}

/** A granted rule from its parts, empty ones left out (no fields named: every field). */
export function ruleOf(parts: RuleParts): OperationRule {
  const out: RuleParts = {};
  if (parts.fields && parts.fields.length > 0) out.fields = parts.fields;
  if (parts.rows !== undefined) out.rows = parts.rows;
  if (parts.presets && Object.keys(parts.presets).length > 0) out.presets = parts.presets;
  return Object.keys(out).length > 0 ? (out as OperationRule) : true;
}

export function withRule(permissions: ResourcePermissions, operation: PermissionOperation, rule: OperationRule): ResourcePermissions {
  return { ...permissions, [operation]: rule } as ResourcePermissions;
}

export function withParts(permissions: ResourcePermissions, operation: PermissionOperation, change: RuleParts): ResourcePermissions {
  return withRule(permissions, operation, ruleOf({ ...partsOf(permissions[operation]), ...change }));
}

/** The row's "all" box: checked when every operation is granted, mixed when some are. */
export function allState(permissions: ResourcePermissions): 'all' | 'some' | 'none' {
  const count = PERMISSION_OPERATIONS.filter((operation) => granted(permissions[operation])).length;
  return count === PERMISSION_OPERATIONS.length ? 'all' : count === 0 ? 'none' : 'some';
}

/** "All" on: every operation refused so far is granted whole (narrowed ones stay as they are); off: all refused. */
export function toggleAll(permissions: ResourcePermissions): ResourcePermissions {
  if (allState(permissions) === 'all') return { read: false, create: false, update: false, delete: false, export: false };
  return PERMISSION_OPERATIONS.reduce((out, operation) => (granted(out[operation]) ? out : withRule(out, operation, true)), permissions);
}

/** Toggling one operation: granted whole, or refused (its narrowing dropped). */
export const toggleOperation = (permissions: ResourcePermissions, operation: PermissionOperation): ResourcePermissions =>
  withRule(permissions, operation, !granted(permissions[operation]));
