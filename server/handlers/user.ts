/**
 * User management (admin by the file; the list and each write also to roles an admin granted them,
 * but only admins change roles or an admin's account) on the shared CRUD, with what only users need: hashed passwords (the
 * name checked again after the slow hash), the default role, public fields in the list, the admin
 * account protected, sessions ended by a new password, a freeze or a delete; and the dropdown list.
 */
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { MAX_RECORDS } from '../../src/kernel/rules/fieldRules';
import type { ApiRoute, Endpoints } from '../endpoint';
import { okList } from '../envelope';
import { invalid } from '../refusal';
import type { Body } from '../parse';
import type { Store } from '../store';
import type { PublicUser, User } from '../apiTypes';
import { findResource } from '../../src/kernel/resources/registry';
import { checkNewUser, checkUserEdit, type Checked } from '../validation';
import type { ConventionalResources } from './crud/conventional';
import { createCrud } from './crud/factory';
import { grantedList } from './crud/grantedList';
import { referencedDelete } from './crud/references';
import { crudRoutes } from './crud/routes';
import { ADMIN, STAFF } from './guard';
import { isLastAdmin, LAST_ADMIN, userRoles, userRolesGuard } from './userRoles';
import { auditedUsers } from '../audit/userAudit';
import { ensureMayChangeAccount, ensureMayCreateAccount, ensureMayDeleteAccount } from './accountRights';

/** Role given to users created through the management page. */
export const DEFAULT_NEW_USER_ROLES: readonly string[] = ['editor'];

/** The user resource as the grants read it (its built-in file). */
const USER_SCHEMA = findResource('user')!;

const publicUser = ({ id, userName, phone, type, description, roles }: User): PublicUser => ({ id, userName, phone, type, description, roles: [...roles] });

type NewUser = Omit<User, 'id'>;
type UserChange = Partial<NewUser>;

async function newUser(store: Store, body: Body): Promise<Checked<NewUser>> {
  const checked = await checkNewUser(store, body);
  if (!checked.ok) return checked;
  const { password, ...fields } = checked.value;
  const passwordHash = await store.passwords.hash(password);
  // Checked again after the hash: another request may have taken the name meanwhile.
  const again = await checkNewUser(store, body);
  if (!again.ok) return again;
  return { ok: true, value: { ...fields, passwordHash, roles: [...DEFAULT_NEW_USER_ROLES] } };
}

async function userChange(store: Store, body: Body, current: User): Promise<Checked<UserChange>> {
  const checked = await checkUserEdit(store, current, body);
  if (!checked.ok) return checked;
  const { password, ...fields } = checked.value;
  const roles = await userRoles(store, body, current, { ...current, ...fields });
  if (!roles.ok) return roles;
  if (roles.value !== undefined) Object.assign(fields, { roles: roles.value });
  // A new userName reaches the user's packages and sender names in the same transaction (the store's update).
  return { ok: true, value: password === undefined ? fields : { ...fields, passwordHash: await store.passwords.hash(password) } };
}

/** `resources`: the conventional resources whose reference fields may name a user (their onDelete decides). */
export function userHandlers(store: Store, route: Endpoints, resources?: ConventionalResources): ApiRoute[] {
  const references = referencedDelete(store, 'user', async () => (await resources?.all()) ?? []);
  const crud = createCrud<User, NewUser, UserChange>({
    records: auditedUsers<NewUser, UserChange>(store, userRolesGuard),
    grants: USER_SCHEMA,
    writeOptions: ({ write }) => write,
    notFound: 'User not found',
    maxRecords: MAX_RECORDS.user,
    plural: 'users',
    check: {
      create: (body, { user }) => {
        ensureMayCreateAccount(user, DEFAULT_NEW_USER_ROLES);
        return newUser(store, body);
      },
      update: (body, current, { user }) => {
        ensureMayChangeAccount(user, current, body);
        return userChange(store, body, current);
      },
    },
    protect: async (current, { user }) => {
      ensureMayDeleteAccount(user, current);
      if (current.userName === 'admin') throw invalid('The admin account cannot be deleted.');
      if (await isLastAdmin(store, current, undefined)) throw invalid(LAST_ADMIN);
      const refused = await references.refusal(current.id);
      if (refused !== undefined) throw invalid(refused);
    },
    after: {
      // A new password or a frozen account ends the user's sessions (but the caller's own).
      async update(row, patch, { token }) {
        if (patch.passwordHash !== undefined || row.type !== 0) await store.sessions.revokeUser(row.id, token);
      },
      async remove(row) {
        await references.cleared(row.id);
        await store.sessions.revokeUser(row.id);
      },
    },
    answer: { created: (row) => ({ id: row.id }), updated: () => null, removed: () => null },
  });
  return [
    ...crudRoutes(route, crud, {
      roles: ADMIN,
      create: '/user/addUser',
      update: '/user/update',
      remove: '/user/role/:key',
    }),
    // The list follows the user resource's grants (admins, and roles an admin granted `read`): only the fields and users they reach.
    grantedList(route, { schema: USER_SCHEMA, path: '/user/list', roles: ADMIN, rows: async () => (await store.users.list()).map(publicUser) }),
    route.signedIn({ method: 'GET', path: ENDPOINTS.userOptions, roles: STAFF }, async () => okList(await store.users.options())),
  ];
}
