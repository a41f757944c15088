/**
 * The field errors of a refused save, for code that sets them on a form itself (react-admin's
 * CreateBase/EditBase already do it from `error.body.errors`).
 */
import { ApiError } from '../providers/http';
import type { FieldErrors } from '../kernel/rules/rules';

/** The server's errors by field source (i18n keys with arguments), or undefined when it named none. */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  return error instanceof ApiError ? error.fieldErrors : undefined;
}

/**
 * A server error path as react-hook-form names the input: 'steps[2].delay' → 'steps.2.delay'
 * ('address.city' stays). react-hook-form reads brackets too, but its field names are dotted:
 * this is the name to compare with, or to set, focus or clear an error by.
 */
export const formPath = (path: string): string => path.replace(/\[(\d+)\]/g, '.$1');

/**
 * The same errors as messages for react-hook-form's `setError(source, {type: 'server', message})`,
 * keyed by the inputs' dotted names: react-admin's inputs translate them with their arguments.
 */
export function formErrorsOf(error: unknown): Record<string, string> | undefined {
  const errors = error instanceof ApiError ? error.body?.errors : undefined;
  return errors && Object.fromEntries(Object.entries(errors).map(([path, message]) => [formPath(path), message]));
}
