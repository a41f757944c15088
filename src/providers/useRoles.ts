import { usePermissions } from 'react-admin';

const none: string[] = [];

/** The signed-in user's roles (empty until known). */
export function useRoles(): string[] {
  const { permissions } = usePermissions<string[]>();
  return Array.isArray(permissions) ? permissions : none;
}
