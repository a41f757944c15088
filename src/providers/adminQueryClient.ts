/**
 * react-admin's query client, created with what the boot already knows. The admin mounts
 * only once the user info is in (shell/AdminBoot.tsx), and the auth provider answers the
 * permissions and the identity from that same info. Left empty, the client would ask for them again
 * on mount and, when the answers came back a moment later, react-admin would re-render the layout
 * (menu, navbar, routes) in blocking renders: once for the roles, once for the identity. Seeded,
 * the first render already has them. The queries keep react-admin's keys and stale times, so they
 * refresh as before.
 */
import { QueryClient } from '@tanstack/react-query';
import { identityOf, type UserInfo } from './authProvider';

/** react-admin's query keys (ra-core usePermissions with no params, useGetIdentity). */
export const PERMISSIONS_KEY = ['auth', 'getPermissions', {}] as const;
export const IDENTITY_KEY = ['auth', 'getIdentity'] as const;

export function createAdminQueryClient(info: UserInfo): QueryClient {
  const client = new QueryClient();
  client.setQueryData(PERMISSIONS_KEY, info.roles);
  client.setQueryData(IDENTITY_KEY, identityOf(info));
  return client;
}
