/**
 * The names a resource file may use without registering anything: field types, filter kinds,
 * built-in cells and validators. Stated once here; the zod definition, the schema check, the cell
 * registry and the validator table all read these lists. Pure data without zod, so the shell and
 * the Node server import it without loading the validator library.
 *
 * There is no list of built-in inputs: each field type has its own input, and `input` names only
 * inputs a developer registers (src/crud/inputs/registry.ts).
 */

export const FIELD_TYPES = ['text', 'textarea', 'number', 'datetime', 'select', 'reference', 'password', 'status', 'boolean', 'email', 'url', 'smsCode'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FILTER_KINDS = ['text', 'select', 'numberRange', 'dateRange', 'reference'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

/** The field types each filter kind can work on. */
export const FILTER_FITS: Readonly<Record<FilterKind, readonly FieldType[]>> = {
  text: ['text', 'textarea', 'email', 'url', 'smsCode'],
  select: ['select', 'status', 'boolean'],
  numberRange: ['number'],
  dateRange: ['datetime'],
  reference: ['reference'],
};

/** Field types that need `choices`. */
export const CHOICE_TYPES: readonly FieldType[] = ['select', 'status'];

/** The cells the generic table draws without a registry entry (src/crud/cells/registry.ts). */
export const BUILT_IN_CELL_NAMES = ['text', 'badge', 'link', 'image', 'tags', 'money', 'percent', 'datetime', 'relativeTime', 'copy', 'reference'] as const;
export type BuiltInCellName = (typeof BUILT_IN_CELL_NAMES)[number];

/** The validators every file may name in `validate` (their factories: format/builtins.ts). */
export const BUILT_IN_VALIDATOR_NAMES = ['notAbove', 'minPassword'] as const;
export type BuiltInValidatorName = (typeof BUILT_IN_VALIDATOR_NAMES)[number];

/** FIELD_TYPES as a set, for the check that asks whether a type is known. */
export const KNOWN_FIELD_TYPES: ReadonlySet<string> = new Set(FIELD_TYPES);
