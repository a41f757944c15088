/** The service's roles for a dialog to choose from, read again each time it opens. */
import { useEffect, useState } from 'react';
import { useStableCallback } from '../utils/useStableCallback';
import { listRoles, type RoleChoice } from './rolesApi';

/** `onFailed` is told when they cannot be read (the choices stay as they were). */
export function useRoleChoices(open: boolean, onFailed: () => void): RoleChoice[] {
  const [choices, setChoices] = useState<RoleChoice[]>([]);
  const failed = useStableCallback(onFailed);
  useEffect(() => {
    if (!open) return;
    let live = true;
    listRoles().then(
      (found) => live && setChoices(found),
      () => live && failed(),
    );
    return () => {
      live = false;
    };
  }, [open, failed]);
  return choices;
}
