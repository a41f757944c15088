/**
 * A stored value as a person reads it, one formatter per field type: a choice by its label, a
 * reference by the referenced record's name, dates in the one display format, yes/no, short
 * summaries of lists and groups, plain text of markup, a file by its name, never a password.
 * The list cells, the detail view, the Trash, a record's History, the Audit log and the import's
 * preview all read values through it. Pure: the names of referenced records come in `names`.
 */
import { isPlainObject } from '../../kernel/rules/typeShapes';
import type { FieldSchema } from '../../kernel/types';
import { htmlText, markdownText, truncate } from '../cells/heavy/excerpt';
import { fileNameOf } from '../cells/heavy/fileName';
import { subLabel } from '../cells/types/subLabel';
import { choiceOf } from '../cells/values';
import { DATE_PATTERN, formatDateTime, formatMoney, formatPercent, TIME_PATTERN } from '../format';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a password shows instead of its value. */
export const PASSWORD_MASK = '••••••';
/** Longest summary or excerpt (a group, a list, markup, code); plain text is shown whole. */
export const VALUE_TEXT_MAX = 80;
/** Items of a list named before '…'. */
export const LIST_ITEMS_SHOWN = 3;

export interface ValueTextContext {
  translate: Translate;
  /** The reader's language ('en', 'zh'): numbers and amounts. */
  locale?: string;
  /** The name of a referenced record, when known (useValueText reads them by id). */
  nameOf?: (reference: NonNullable<FieldSchema['reference']>, id: unknown) => string | undefined;
}

type Field = Pick<FieldSchema, 'source' | 'type' | 'label' | 'choices' | 'reference' | 'fields' | 'format' | 'max'>;

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

function scalar(value: unknown): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const short = (text: string): string => truncate(text, VALUE_TEXT_MAX);

/** Items joined, the first few only: 'a, b, c…'. */
function listed(items: readonly string[]): string {
  const shown = items.filter((item) => item !== '');
  const head = shown.slice(0, LIST_ITEMS_SHOWN).join(', ');
  return shown.length > LIST_ITEMS_SHOWN ? `${head}…` : head;
}

function choiceText(field: Field, value: unknown, { translate }: ValueTextContext): string | undefined {
  const choice = choiceOf(field, value);
  return choice ? translate(choice.name, { _: choice.name }) : undefined;
}

function referenceText(field: Field, id: unknown, context: ValueTextContext): string {
  if (isEmpty(id)) return '';
  const name = field.reference ? context.nameOf?.(field.reference, id) : undefined;
  return name ?? scalar(id);
}

/** One item of a list of choices or references. */
function itemText(field: Field, item: unknown, context: ValueTextContext): string {
  if (field.reference) return referenceText(field, item, context);
  return choiceText(field, item, context) ?? scalar(item);
}

/** A group as 'City: Paris, Zip: 75000': its sub-fields in order, then keys it does not declare. */
function objectText(field: Field, value: Record<string, unknown>, context: ValueTextContext): string {
  const declared = field.fields ?? [];
  const known = new Set(declared.map((sub) => sub.source));
  const parts = [
    ...declared.map((sub) => {
      const label = subLabel(sub);
      return [context.translate(label.key, { _: label.fallback }), valueText(sub, value[sub.source], context)] as const;
    }),
    ...Object.keys(value)
      .filter((key) => !known.has(key))
      .map((key) => [key, scalar(value[key])] as const),
  ].filter(([, text]) => text !== '');
  return parts.map(([label, text]) => `${label}: ${text}`).join(', ');
}

function dateText(field: Field, value: unknown): string {
  const display = field.format?.type === 'datetime' ? field.format.display : undefined;
  return formatDateTime(value, display);
}

function typedText(field: Field, value: unknown, context: ValueTextContext): string {
  const { translate } = context;
  switch (field.type) {
    case 'password':
      return PASSWORD_MASK;
    case 'reference':
      return referenceText(field, value, context);
    case 'references':
    case 'multiSelect':
    case 'tags':
      return short(Array.isArray(value) ? listed(value.map((item) => itemText(field, item, context))) : itemText(field, value, context));
    case 'datetime':
      return dateText(field, value);
    case 'date':
      return typeof value === 'string' ? value.slice(0, DATE_PATTERN.length) : dateText(field, value).slice(0, DATE_PATTERN.length);
    case 'time':
      return typeof value === 'string' ? value.slice(0, TIME_PATTERN.length) : scalar(value);
    case 'dateRange':
      return Array.isArray(value) ? `${scalar(value[0])} – ${scalar(value[1])}` : scalar(value);
    case 'boolean':
    case 'switch':
      return typeof value === 'boolean' ? translate(value ? 'crud.types.yes' : 'crud.types.no') : scalar(value);
    case 'rating':
      return typeof value === 'number' ? translate('crud.types.stars', { value, max: field.max ?? 5 }) : scalar(value);
    case 'color':
      return typeof value === 'string' ? value.toLowerCase() : scalar(value);
    case 'markdown':
      return short(typeof value === 'string' ? markdownText(value) : scalar(value));
    case 'richText':
      return short(typeof value === 'string' ? htmlText(value) : scalar(value));
    case 'json':
    case 'code':
      return short(scalar(value));
    case 'image':
    case 'file':
      return typeof value === 'string' ? fileNameOf(value) : scalar(value);
    case 'images':
      return Array.isArray(value) ? listed(value.map((url) => (typeof url === 'string' ? fileNameOf(url) : scalar(url)))) : scalar(value);
    case 'array':
      return Array.isArray(value) ? translate('crud.types.items', { smart_count: value.length }) : scalar(value);
    case 'object':
      return short(isPlainObject(value) ? objectText(field, value, context) : scalar(value));
    default:
      return formattedNumber(field, value, context) ?? (typeof value === 'object' ? short(scalar(value)) : scalar(value));
  }
}

function formattedNumber(field: Field, value: unknown, { locale = 'en' }: ValueTextContext): string | undefined {
  if (field.format?.type === 'money') return formatMoney(value, field.format, locale);
  if (field.format?.type === 'percent') return formatPercent(value, field.format, locale);
  if (field.format?.type === 'datetime') return formatDateTime(value, field.format.display);
  return undefined;
}

/** The text of `value` for `field`; summaries and excerpts one line of at most VALUE_TEXT_MAX characters; '' when empty. */
export function valueText(field: Field, value: unknown, context: ValueTextContext): string {
  if (field.type === 'password') return isEmpty(value) ? '' : PASSWORD_MASK;
  if (isEmpty(value) || (Array.isArray(value) && value.length === 0)) return '';
  const choice = field.choices && !Array.isArray(value) ? choiceText(field, value, context) : undefined;
  return choice ?? typedText(field, value, context);
}
