/** The zod definition of a field of a resource file and of what it holds. */
import { z } from 'zod';
import { choiceSchema, conditionSchema, i18nText, roleList, text } from './common';
import { BUILT_IN_CELL_NAMES, BUILT_IN_VALIDATOR_NAMES, CODE_LANGUAGES, FIELD_TYPES, FILTER_KINDS } from './names';

const validRegExp = (value: string, flags: string | undefined): string | undefined => {
  try {
    new RegExp(value, flags);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

export const patternSchema = z
  .strictObject({
    value: text('Source of the regular expression, e.g. ^\\+?\\d{6,15}$'),
    flags: text('Flags of the regular expression, e.g. i').optional(),
    message: i18nText('Shown when the value does not match'),
  })
  .superRefine(({ value, flags }, ctx) => {
    const error = validRegExp(value, flags);
    if (error !== undefined) ctx.addIssue({ code: 'custom', message: error, params: { kind: 'badPattern', pattern: value, error } });
  })
  .meta({ id: 'Pattern', description: 'A regular expression the value must match' });

const ruleMessage = (rule: string) => i18nText(`Message when the '${rule}' rule fails`).optional();

export const ruleMessagesSchema = z
  .strictObject({
    required: ruleMessage('required'),
    min: ruleMessage('min'),
    max: ruleMessage('max'),
    minLength: ruleMessage('minLength'),
    maxLength: ruleMessage('maxLength'),
    pattern: ruleMessage('pattern'),
    email: ruleMessage('email'),
    url: ruleMessage('url'),
    unique: ruleMessage('unique'),
    integer: ruleMessage('integer'),
  })
  .meta({ id: 'RuleMessages', description: 'Per-rule messages replacing the defaults' });

export const namedValidatorSchema = z
  .strictObject({
    name: text(`Name of a registered validator (built in: ${BUILT_IN_VALIDATOR_NAMES.join(', ')})`),
    args: z.record(z.string(), z.unknown()).optional().describe("The validator's arguments, e.g. notAbove's { field, message }"),
  })
  .meta({ id: 'NamedValidator', description: 'A rule data cannot say, run by the form and by the server' });

export const referenceSchema = z
  .strictObject({
    resource: text('The resource whose records are the options'),
    optionText: text('The field shown for each option'),
    copy: z.record(z.string(), z.string()).optional().describe('Fields copied from the chosen record: { this field: its field }'),
    onDelete: z
      .enum(['restrict', 'setNull', 'ignore'])
      .optional()
      .describe("When the referenced record is deleted: 'restrict' (default) refuses the delete while this field names it, 'setNull' empties this field, 'ignore' leaves it"),
  })
  .meta({ id: 'Reference', description: 'Options from another resource' });

export const filterSchema = z
  .strictObject({
    kind: z.enum(FILTER_KINDS).describe('The filter input'),
    label: i18nText("The filter's label (default: the field's)").optional(),
    param: text('Parameter the server list reads (default: the source; ranges add _gte / _lte)').optional(),
    choices: z.array(choiceSchema).optional().describe("A select's options (default: the field's choices)"),
  })
  .meta({ id: 'Filter', description: 'A filter of the list on this field' });

export const formatSchema = z
  .discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('datetime'),
      wire: z.enum(['text', 'epoch', 'iso']).optional().describe("How the date travels: 'YYYY-MM-DD HH:mm:ss' text, epoch ms, or ISO 8601"),
      display: text("A date-fns pattern (default 'yyyy-MM-dd HH:mm:ss')").optional(),
    }),
    z.strictObject({
      type: z.literal('money'),
      currency: text('ISO 4217 currency code').optional(),
      decimals: z.number().int().min(0).max(20).optional().describe('Digits after the point'),
    }),
    z.strictObject({ type: z.literal('percent'), decimals: z.number().int().min(0).max(20).optional().describe('Digits after the point') }),
  ])
  .meta({ id: 'Format', description: 'How the value is shown' });

export const cellSchema = z
  .strictObject({
    name: text(`A built-in cell (${BUILT_IN_CELL_NAMES.join(', ')}) or a registered one`),
    options: z.record(z.string(), z.unknown()).optional().describe("The cell's options, e.g. link's { href }"),
  })
  .meta({ id: 'Cell', description: 'A named cell renderer with options' });

export const fieldRolesSchema = z
  .strictObject({ view: roleList('Roles that may see the field').optional(), edit: roleList('Roles that may change the field').optional() })
  .meta({ id: 'FieldRoles', description: 'Who may see or change the field (admin always may)' });

export const uniqueSchema = z
  .strictObject({ ignoreCase: z.boolean().optional().describe("'Ab' and 'aB' are the same value (ASCII letters); surrounding spaces never count") })
  .meta({ id: 'Unique', description: 'No other record has the same value, with options; the database holds it with an index' });

export const compareSchema = z
  .strictObject({
    op: z.enum(['lt', 'lte', 'gt', 'gte', 'eq', 'ne']).describe('How this value compares with the other field: less than, at most, greater than, at least, equal, not equal'),
    field: text("Source of the other field of the record (numbers compare as numbers, other values as text)"),
    message: i18nText('Shown when the comparison fails; gets %{other} (the other value)'),
  })
  .meta({ id: 'Compare', description: 'A rule across fields, e.g. an end date not before a start date: checked by the form and the server with the same message' });

const defaultValueSchema = z
  .union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown()).readonly(), z.record(z.string(), z.unknown())])
  .describe('Value of a new record');

const count = (description: string) => z.number().int().min(0).describe(description);

export const cropSchema = z
  .strictObject({ aspect: z.number().positive().max(100).optional().describe('Width over height of the crop, e.g. 1 for a square or 1.7778 for 16:9 (default: free)') })
  .meta({ id: 'Crop', description: 'An image is cropped before it is uploaded' });

export const fieldSchema = z
  .strictObject({
    source: text('Key of the value in the record'),
    renamedFrom: text('The source this field had before: the server moves its stored values to the new name once (the old name must not be another field)').optional(),
    label: i18nText('Column header and input label (default resources.<name>.fields.<source>)').optional(),
    inputLabel: i18nText("The input's label when it differs from the column's").optional(),
    type: z.enum(FIELD_TYPES).describe('The kind of value, which picks the input and the cell'),
    list: z.union([z.boolean(), z.literal('hidden')]).optional().describe("A list column (default true, false for passwords); 'hidden': shown on demand"),
    inlineEdit: z.boolean().optional().describe("false: the cell never edits in place, even when the resource's inlineEdit is on"),
    sortable: z.boolean().optional().describe('The column can be sorted (default true for client lists)'),
    create: z.boolean().optional().describe('Editable when creating (default true)'),
    edit: z.union([z.boolean(), z.literal('readonly')]).optional().describe("On edit: editable (true, default), 'readonly', or absent (false)"),
    show: z.boolean().optional().describe('In the detail drawer (default true, false for passwords)'),
    export: z.boolean().optional().describe('In the export columns (default: when listed)'),
    required: z.boolean().optional().describe('A value is required'),
    requiredOn: z.literal('create').optional().describe('Required only when creating'),
    requiredWhen: conditionSchema.optional().describe('Required when the record matches'),
    integer: z.boolean().optional().describe('Whole numbers only'),
    min: z.number().optional().describe('Smallest number accepted'),
    max: z.number().optional().describe('Largest number accepted'),
    minLength: count('Shortest text accepted').optional(),
    maxLength: count('Longest text accepted; the input shows a counter').optional(),
    pattern: patternSchema.optional(),
    email: z.boolean().optional().describe('An e-mail address'),
    url: z.boolean().optional().describe('A web address'),
    unique: z
      .union([z.boolean(), uniqueSchema])
      .optional()
      .describe('No other record has the same value (the form and the server check; a unique index on the server): true, or { ignoreCase: true }'),
    compare: z.array(compareSchema).optional().describe('Rules across fields: this value against another field of the record'),
    messages: ruleMessagesSchema.optional(),
    validate: z.array(namedValidatorSchema).optional().describe('Named validators, run by the form and by the server'),
    visibleWhen: conditionSchema.optional().describe('Shown only when the record matches'),
    disabledWhen: conditionSchema.optional().describe('Read-only when the record matches'),
    defaultValue: defaultValueSchema.optional(),
    choices: z.array(choiceSchema).optional().describe('Options of select and status fields'),
    reference: referenceSchema.optional(),
    searchable: z.boolean().optional().describe('In the quick search of client lists (default: text-like listed fields)'),
    filter: z.union([z.enum(FILTER_KINDS), filterSchema]).optional().describe('A filter of the list: a kind, or a filter with options'),
    format: formatSchema.optional(),
    cell: z.union([z.string(), cellSchema]).optional().describe('Cell renderer by name, or a name with options'),
    input: text('A form input registered by name instead of the type\'s own').optional(),
    roles: fieldRolesSchema.optional(),
    helperText: i18nText('Help under the input').optional(),
    editHelperText: i18nText('Help under the input on edit only').optional(),
    placeholder: i18nText('Shown in the empty input, e.g. an example value').optional(),
    step: z.number().positive().optional().describe("A slider's step (default 1)"),
    minItems: count('Fewest items of a list value (multiSelect, tags, images, array, references)').optional(),
    maxItems: count('Most items of a list value (multiSelect, tags, images, array, references)').optional(),
    accept: z.array(z.string().max(100)).readonly().optional().describe("Upload types a file or image field takes: MIME types ('application/pdf', 'image/*') or extensions ('.csv')"),
    crop: cropSchema.optional(),
    language: z
      .enum(CODE_LANGUAGES)
      .optional()
      .describe("A code field's language (default plain text): 'json' is highlighted and must parse as JSON; the others are edited as plain text"),
    get fields() {
      return z.array(fieldSchema).min(1).optional().describe("Sub-fields of an 'object' (one group) or an 'array' (each row); they take every field key, and their conditions read their siblings");
    },
  })
  .meta({ id: 'Field', description: 'One field of the resource: column, input, validation and filter' });
