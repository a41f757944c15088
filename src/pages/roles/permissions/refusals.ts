/**
 * The server's refusal of a save, placed where it points: `errors` keyed by path
 * (`holdoutDesk.read.fields[2]`) go to their resource's row and, within it, their operation; what
 * names no shown resource goes above the list.
 */
import { PERMISSION_OPERATIONS, type PermissionOperation } from '../../../kernel/access/rolePermissions';
import type { FieldErrors } from '../../../kernel/rules/rules';

export interface Refusal {
  path: string;
  operation: PermissionOperation | undefined;
  message: string;
}

export interface PlacedRefusals {
  byResource: Record<string, Refusal[]>;
  /** Texts of the refusals that name no resource shown, and the message of a refusal without paths. */
  general: string[];
}

export const NO_REFUSALS: PlacedRefusals = { byResource: {}, general: [] };

const isOperation = (segment: string | undefined): segment is PermissionOperation =>
  segment !== undefined && (PERMISSION_OPERATIONS as readonly string[]).includes(segment);

export function placeRefusals(errors: FieldErrors, shown: ReadonlySet<string>, text: (message: string, args?: Record<string, unknown>) => string): PlacedRefusals {
  const byResource: Record<string, Refusal[]> = {};
  const general: string[] = [];
  for (const [path, error] of Object.entries(errors)) {
    const [resource, operation] = path.split(/[.[]/);
    const message = text(error.message, error.args);
    if (resource === undefined || !shown.has(resource)) general.push(`${path}: ${message}`);
    else (byResource[resource] ??= []).push({ path, operation: isOperation(operation) ? operation : undefined, message });
  }
  return { byResource, general };
}
