/**
 * When a form speaks: a field is checked once it was changed and left (touched and dirty), then
 * at each change; a bare tab through an empty form shows nothing. After a submit, react-hook-form's
 * own re-validation takes over. Goes inside a form in mode 'onSubmit'.
 */
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { anyDirty } from './useDiscardGuard';

export function ChangedFieldChecks() {
  const { subscribe, trigger } = useFormContext();
  useEffect(() => {
    const checked = new Set<string>();
    return subscribe({
      formState: { values: true, touchedFields: true, dirtyFields: true },
      callback: ({ name, touchedFields, dirtyFields, isSubmitted }) => {
        if (isSubmitted) return;
        const touched = touchedFields as Record<string, unknown>;
        const dirty = dirtyFields as Record<string, unknown>;
        const fresh = Object.keys(touched).filter((key) => !checked.has(key) && anyDirty(touched[key]) && anyDirty(dirty[key]));
        for (const key of fresh) checked.add(key);
        const changed = name?.split('.')[0];
        const names = changed !== undefined && checked.has(changed) && !fresh.includes(changed) ? [...fresh, changed] : fresh;
        // A list of names: the check's own state update then carries no name, so it starts no other check.
        if (names.length > 0) void trigger(names);
      },
    });
  }, [subscribe, trigger]);
  return null;
}
