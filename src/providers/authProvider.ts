/**
 * Session logic (react-admin's AuthProvider contract). No runtime import of react-admin here: the
 * light login bundle uses `login` without pulling in the admin.
 */
import { ENDPOINTS } from '../kernel/http/endpoints';
import type { UserIdentity } from 'ra-core';
import { getConfig } from '../config';
import { NO_STORED_PERMISSIONS, type StoredPermissions } from '../kernel/access/storedPermissions';
import { holdStoredPermissions } from './storedPermissions';
import { ApiError, LOGOUT_CODES, request } from './http';
import { clearToken, getToken, setToken } from './session';

export interface UserInfo {
  roles: string[];
  name: string;
  /** The user's id, when the service gives it (the embedded server does): ownership of records. */
  userId?: number;
  avatar: string;
  introduction: string;
  /** The rules admins stored for the user's roles (role → resource → rules). */
  permissions: StoredPermissions;
}

/** Thrown texts are i18n keys; the UI translates them (unknown keys show as they are). */
export const AUTH_MESSAGES = {
  verificationFailed: 'errors.verificationFailed',
  rolesRequired: 'errors.rolesRequired',
} as const;

let info: Promise<UserInfo> | undefined;

/** The info, its stored rules held for the console's grants (providers/grantee.ts). */
const held = (user: UserInfo): UserInfo => {
  holdStoredPermissions(user.permissions);
  return user;
};

export function parseUserInfo(data: unknown): UserInfo {
  if (typeof data !== 'object' || data === null) throw new Error(AUTH_MESSAGES.verificationFailed);
  const { roles, name, avatar, introduction, userId, permissions } = data as Partial<Record<keyof UserInfo, unknown>>;
  if (!Array.isArray(roles) || roles.length === 0 || !roles.every((role) => typeof role === 'string')) {
    throw new Error(AUTH_MESSAGES.rolesRequired);
  }
  return {
    roles: roles as string[],
    name: typeof name === 'string' ? name : '',
    avatar: typeof avatar === 'string' ? avatar : '',
    introduction: typeof introduction === 'string' ? introduction : '',
    permissions: typeof permissions === 'object' && permissions !== null && !Array.isArray(permissions) ? (permissions as StoredPermissions) : NO_STORED_PERMISSIONS,
    ...(typeof userId === 'number' && Number.isInteger(userId) ? { userId } : {}),
  };
}

/**
 * Loads the signed-in user's info once per session (GET /user/info?token=). `timeoutMs`: deadline
 * of the request (login passes its own, longer one).
 */
export function loadUserInfo(timeoutMs?: number): Promise<UserInfo> {
  const token = getToken();
  if (!token) return Promise.reject(new Error(AUTH_MESSAGES.verificationFailed));
  info ??= request(ENDPOINTS.userInfo, { query: { token }, silent: true, timeoutMs })
    .then(parseUserInfo)
    .then(held)
    .catch((error: unknown) => {
      info = undefined;
      throw error;
    });
  return info;
}

/**
 * Reads the user info again (an admin may have changed the roles meanwhile) and keeps it for the
 * auth provider's later answers; on failure the info held stays and the error rejects.
 */
export async function refreshUserInfo(): Promise<UserInfo> {
  const token = getToken();
  if (!token) throw new Error(AUTH_MESSAGES.verificationFailed);
  const fresh = parseUserInfo(await request(ENDPOINTS.userInfo, { query: { token }, silent: true }));
  if (getToken() === token) info = Promise.resolve(held(fresh));
  return fresh;
}

export function forgetUserInfo(): void {
  info = undefined;
  holdStoredPermissions(NO_STORED_PERMISSIONS);
  prefetched = undefined;
}

let prefetched: Promise<UserInfo> | undefined;

/**
 * Starts loading the user info as the page starts, when a session exists, so the request runs
 * while the admin's code downloads instead of after it. The admin's boot takes this
 * load, its failure included, with `takeUserInfo`.
 */
export function prefetchUserInfo(): void {
  prefetched = loadUserInfo();
  // Handled by whoever takes it.
  prefetched.catch(() => undefined);
}

/** The prefetched load (once), else a new one. */
export function takeUserInfo(): Promise<UserInfo> {
  const taken = prefetched;
  prefetched = undefined;
  return taken ?? loadUserInfo();
}

export interface Credentials {
  username: string;
  password: string;
}

/**
 * POST /user/login, stores the token in the Admin-Token cookie, then loads the user info. When the
 * info cannot be loaded the token is cleared again and the error rejects. Both requests have the
 * login deadline (`loginTimeoutMs`), not the data deadline: a slow link must not cut a login.
 */
export async function login({ username, password }: Credentials): Promise<UserInfo> {
  const timeoutMs = getConfig().loginTimeoutMs;
  const token = await request<unknown>(ENDPOINTS.login, {
    method: 'POST',
    body: { userName: username.trim(), password },
    silent: true,
    timeoutMs,
  });
  if (typeof token !== 'string' || token === '') throw new Error(AUTH_MESSAGES.verificationFailed);
  forgetUserInfo();
  setToken(token, { announce: false });
  try {
    return await loadUserInfo(timeoutMs);
  } catch (error) {
    clearToken();
    throw error;
  }
}

export function currentFullPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

export function loginPathFor(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath).replace(/%2F/g, '/')}`;
}

/** Clears the session locally at once; tells the server without waiting for it. */
export function logout(): string {
  if (getToken()) {
    void request(ENDPOINTS.logout, { method: 'POST', silent: true }).catch(() => undefined);
  }
  const target = loginPathFor(currentFullPath());
  forgetUserInfo();
  clearToken();
  return target;
}

/**
 * Does this failure to load the user info mean the session is over? Only the logout codes and an
 * answer that fails verification do; a network error, a timeout or a server error do not.
 */
export function endsSession(error: unknown): boolean {
  if (error instanceof ApiError) return error.code !== undefined && LOGOUT_CODES.includes(String(error.code));
  return error instanceof Error && (error.message === AUTH_MESSAGES.verificationFailed || error.message === AUTH_MESSAGES.rolesRequired);
}

/** Ends a session whose info could not be loaded: token cleared, reason kept for the login page. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || 'errors.guard';
  return 'errors.guard';
}

/** The identity react-admin shows (the avatar menu, the dashboard's summary) from the user info. */
export function identityOf(user: UserInfo): UserIdentity {
  return { id: user.name, fullName: user.name, avatar: user.avatar, ...(user.userId === undefined ? {} : { userId: user.userId }) };
}
