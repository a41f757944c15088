/**
 * A role's rules as the editor holds them: what the server last answered, the draft being edited,
 * the save (only the changed resources) and the server's refusals, placed by path. A refused save
 * keeps the draft as it is.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourcePermissions, RolePermissions, RolePermissionsChange } from '../../../kernel/access/rolePermissions';
import { ApiError } from '../../../providers/http';
import { getRolePermissions, putRolePermissions } from '../../../providers/rolePermissions';
import { changedResources } from './changes';
import { NO_REFUSALS, placeRefusals, type PlacedRefusals } from './refusals';

export type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; saved: RolePermissions };

export interface RoleRules {
  loaded: Loaded;
  draft: RolePermissions;
  change: (resource: string, rules: ResourcePermissions) => void;
  changes: RolePermissionsChange;
  saving: boolean;
  refusals: PlacedRefusals;
  /** Resolves true when saved. */
  save: () => Promise<boolean>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useRoleRules(role: string, enabled: boolean): RoleRules {
  const translate = useTranslate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [draft, setDraft] = useState<RolePermissions>({});
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState<PlacedRefusals>(NO_REFUSALS);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    getRolePermissions(role).then(
      (saved) => {
        if (!live) return;
        setLoaded({ state: 'ready', saved });
        setDraft(saved);
      },
      (error: unknown) => live && setLoaded({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [role, enabled]);

  const saved = loaded.state === 'ready' ? loaded.saved : undefined;
  const changes = useMemo(() => (saved ? changedResources(saved, draft) : {}), [saved, draft]);
  const change = useCallback((resource: string, rules: ResourcePermissions) => setDraft((now) => ({ ...now, [resource]: rules })), []);

  const save = async (): Promise<boolean> => {
    if (Object.keys(changes).length === 0) return false;
    setSaving(true);
    setRefusals(NO_REFUSALS);
    try {
      const answer = await putRolePermissions(role, changes);
      setLoaded({ state: 'ready', saved: answer });
      setDraft(answer);
      return true;
    } catch (error) {
      const named = error instanceof ApiError ? error.fieldErrors : undefined;
      const text = (message: string, args?: Record<string, unknown>) => translate(message, { _: message, ...args });
      setRefusals(named ? placeRefusals(named, new Set(Object.keys(draft)), text) : { byResource: {}, general: [messageOf(error)] });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { loaded, draft, change, changes, saving, refusals, save };
}
