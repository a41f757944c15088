/**
 * Rules data cannot say (the schemas' `validate` escape hatch), shared by resource schemas. Each
 * returns an i18n key when the value is wrong; the form and the embedded API both run them.
 */
import { PASSWORD_MIN } from '../rules/fieldRules';
import type { FieldValidator } from '../types';

export const notAbove =
  (otherField: string, message: string): FieldValidator =>
  (value, record) => {
    const other = record[otherField];
    if (value === undefined || value === null || value === '' || other === undefined || other === null || other === '') {
      return undefined;
    }
    return Number(value) > Number(other) ? message : undefined;
  };

/** Password of at least 6 characters; empty allowed where the schema makes it optional (edit). */
export const minPassword: FieldValidator = (value) =>
  value === undefined || value === null || value === '' || String(value).length >= PASSWORD_MIN ? undefined : 'user.shortPassword';
