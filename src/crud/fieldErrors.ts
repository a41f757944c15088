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
 * The same errors as messages for react-hook-form's `setError(source, {type: 'server', message})`:
 * react-admin's inputs translate them with their arguments.
 */
export function formErrorsOf(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiError ? error.body?.errors : undefined;
}
