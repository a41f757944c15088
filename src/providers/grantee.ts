/**
 * The signed-in user's grantee for the kernel's grants (kernel/access/grants.ts): their roles (what
 * react-admin's permissions hold) and the rules stored for those roles (storedPermissions.ts).
 */
import { useMemo } from 'react';
import type { Grantee } from '../kernel/access/grants';
import { useStoredPermissions } from './storedPermissions';
import { useRoles } from './useRoles';

export { useStoredPermissions };

export function useGrantee(): Grantee {
  const roles = useRoles();
  const permissions = useStoredPermissions();
  return useMemo(() => ({ roles, permissions }), [roles, permissions]);
}
