/**
 * The error of a group or a list of rows as a whole (not of one sub-field): its rules' message
 * (react-hook-form keeps a field array's under `.root`) or the server's, set on its path.
 */
import { get, useFormState } from 'react-hook-form';

export function useGroupError(source: string): string | undefined {
  const { errors } = useFormState({ name: source });
  const error = get(errors, source) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.root?.message ?? error?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
