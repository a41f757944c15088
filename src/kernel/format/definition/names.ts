/**
 * The names a resource file may use without registering anything: field types, filter kinds,
 * built-in cells and validators. Stated once here; the zod definition, the schema check, the cell
 * registry and the validator table all read these lists. Pure data without zod, so the shell and
 * the Node server import it without loading the validator library.
 *
 * There is no list of built-in inputs: each field type has its own input, and `input` names only
 * inputs a developer registers (src/crud/inputs/registry.ts).
 */

export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'datetime',
  'select',
  'reference',
  'password',
  'status',
  'boolean',
  'email',
  'url',
  'smsCode',
  'date',
  'time',
  'dateRange',
  'switch',
  'slider',
  'rating',
  'color',
  'multiSelect',
  'tags',
  'markdown',
  'richText',
  'json',
  'code',
  'image',
  'images',
  'file',
  'object',
  'array',
  'references',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FILTER_KINDS = ['text', 'select', 'numberRange', 'dateRange', 'reference'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

/** The field types each filter kind can work on. */
export const FILTER_FITS: Readonly<Record<FilterKind, readonly FieldType[]>> = {
  text: ['text', 'textarea', 'email', 'url', 'smsCode', 'markdown', 'richText', 'code', 'color', 'tags'],
  select: ['select', 'status', 'boolean', 'switch', 'multiSelect', 'rating'],
  numberRange: ['number', 'slider', 'rating'],
  dateRange: ['datetime', 'date'],
  reference: ['reference', 'references'],
};

/** Field types that need `choices` (a multiSelect needs `choices` or a `reference`). */
export const CHOICE_TYPES: readonly FieldType[] = ['select', 'status'];

/** Field types whose value is one JSON value (an array or an object), stored as such (SQLite JSON text, PostgreSQL jsonb). */
export const JSON_VALUE_TYPES: readonly FieldType[] = ['dateRange', 'multiSelect', 'tags', 'json', 'images', 'object', 'array', 'references'];

/** Field types whose value names uploads (their URLs, from the upload API). */
export const UPLOAD_TYPES: readonly FieldType[] = ['image', 'images', 'file'];

/** Field types holding sub-fields (`fields`). */
export const NESTED_TYPES: readonly FieldType[] = ['object', 'array'];

/** Field types whose input is heavy and loads only with a form that uses it. */
export const HEAVY_INPUT_TYPES: readonly FieldType[] = ['markdown', 'richText', 'json', 'code', 'image', 'images', 'file'];

/** Field types whose value is a list with `minItems` / `maxItems`. */
export const LIST_TYPES: readonly FieldType[] = ['multiSelect', 'tags', 'images', 'array', 'references'];

/** Largest `json` value, as JSON text, when the field states no `maxLength`. */
export const JSON_TEXT_CAP = 100_000;

/** The languages a `code` field edits: `json` is highlighted and must parse, the others are plain text. */
export const CODE_LANGUAGES = ['json', 'sql', 'javascript', 'html', 'css', 'markdown'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** Largest `richText` / `markdown` / `code` value when the field states no `maxLength`. */
export const LONG_TEXT_CAP = 100_000;

/** Most items of a list value when the field states no `maxItems`. */
export const LIST_ITEMS_CAP = 1000;

/** Deepest nesting of `object` / `array` sub-fields. */
export const NESTING_DEPTH_CAP = 5;

/** The cells the generic table draws without a registry entry (src/crud/cells/registry.ts). */
export const BUILT_IN_CELL_NAMES = [
  'text',
  'badge',
  'link',
  'image',
  'tags',
  'money',
  'percent',
  'datetime',
  'relativeTime',
  'copy',
  'reference',
  'date',
  'time',
  'dateRange',
  'switch',
  'rating',
  'color',
  'multiSelect',
  'references',
  'markdown',
  'richText',
  'json',
  'code',
  'images',
  'file',
  'object',
  'array',
] as const;
export type BuiltInCellName = (typeof BUILT_IN_CELL_NAMES)[number];

/** Field types drawn by the built-in cell of the same name when the field names no `cell`. */
export const TYPE_CELLS: ReadonlySet<string> = new Set([
  'date',
  'time',
  'dateRange',
  'switch',
  'rating',
  'color',
  'multiSelect',
  'references',
  'markdown',
  'richText',
  'json',
  'code',
  'image',
  'images',
  'file',
  'object',
  'array',
  'tags',
]);

/** The validators every file may name in `validate` (their factories: format/builtins.ts). */
export const BUILT_IN_VALIDATOR_NAMES = ['notAbove', 'minPassword'] as const;
export type BuiltInValidatorName = (typeof BUILT_IN_VALIDATOR_NAMES)[number];

/** FIELD_TYPES as a set, for the check that asks whether a type is known. */
export const KNOWN_FIELD_TYPES: ReadonlySet<string> = new Set(FIELD_TYPES);
