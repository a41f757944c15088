/**
 * Inside a page's form (react-admin's Form): while a field differs from where it started, a link,
 * the browser's Back or Forward and leaving the page ask first; Discard empties the changes (a
 * view the tags view keeps comes back as it was saved) and goes.
 */
import { useFormContext, useFormState } from 'react-hook-form';
import { anyDirty, useLiveDirty } from './useDiscardGuard';
import { useLinkGuard } from './useLinkGuard';

export function FormLeaveGuard() {
  const { reset } = useFormContext();
  const { dirtyFields } = useFormState();
  const isChanged = useLiveDirty();
  return useLinkGuard(anyDirty(dirtyFields), { onDiscard: () => reset(), isChanged });
}
