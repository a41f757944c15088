/**
 * The rules stored for the signed-in user's roles, as the user info brings them (`permissions`), read
 * again with the user info on each navigation. No react-admin here: the auth provider, which the
 * login page loads, keeps them.
 */
import { useSyncExternalStore } from 'react';
import { NO_STORED_PERMISSIONS, type StoredPermissions } from '../kernel/access/storedPermissions';

let stored: StoredPermissions = NO_STORED_PERMISSIONS;
const listeners = new Set<() => void>();

/** Keeps the stored rules the user info brought; the same rules keep the same object (the grants' cache holds). */
export function holdStoredPermissions(next: StoredPermissions): void {
  if (next === stored || JSON.stringify(next) === JSON.stringify(stored)) return;
  stored = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const current = () => stored;

/** The stored rules of the user's roles, as the last user info brought them (no react-admin context needed). */
export const useStoredPermissions = (): StoredPermissions => useSyncExternalStore(subscribe, current, current);
