/**
 * The console's auth provider (react-admin's AuthProvider contract) over the session logic of
 * authProvider.ts; apart from it, so the login page, which loads that logic, does not load the
 * grants' evaluation that `canAccess` asks.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import type { GrantSchema } from '../kernel/access/grants';
import { canDo } from '../kernel/access/permissions';
import { getToken } from './session';
import { identityOf, loadUserInfo, login, logout, type Credentials } from './authProvider';

export function createAuthProvider(schemaOf: (resource: string) => GrantSchema | undefined): AuthProvider {
  return {
    login: (params: Credentials) => login(params),
    logout: async () => logout(),
    checkAuth: async () => {
      if (!getToken()) throw { redirectTo: '/login', message: false };
    },
    // Session-ending codes open the logout confirm (see http.ts); nothing logs out silently.
    checkError: async () => undefined,
    getIdentity: async (): Promise<UserIdentity> => identityOf(await loadUserInfo()),
    getPermissions: async () => (await loadUserInfo()).roles,
    canAccess: async ({ resource }) => {
      const user = await loadUserInfo();
      const schema = schemaOf(resource);
      // A page that names no resource schema is the route table's to guard.
      return schema === undefined || canDo(schema, 'read', user);
    },
  };
}
