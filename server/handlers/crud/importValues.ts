/**
 * An imported cell as the form would take it (src/kernel/http/batch.ts): the text a spreadsheet
 * gives turned into the value of the field's type, which body.ts then checks exactly as a form's.
 * Numbers ('1,234.5'), booleans ('true/false/yes/no/1/0'), dates ('2024/3/5' -> '2024-03-05'),
 * a choice by its id or its name, lists from 'a, b', arrays or their JSON text ('["a","b"]', what an
 * export writes), JSON from its text. A reference (or
 * an item of a references list) may be the referenced record's option text (reference.optionText)
 * instead of its id: texts are resolved once per import (optionIds), an unknown or ambiguous text
 * refuses the cell. An empty cell is absent: a create takes the default, an update changes nothing.
 */
import type { RuleError } from '../../../src/kernel/rules/rules';
import type { FieldSchema } from '../../../src/kernel/types';
import type { Column } from '../../resources/columns';
import { isReferenceList } from './references';

export type Cell = { value: unknown } | { absent: true } | { error: RuleError };

/** The texts a choice's name stands for: its label in each language the resource file's texts give. */
export type NameTexts = (name: string) => string[];

/** A referenced record's id by its option text: the id, or why the text names none or several. */
export type ResolveText = (column: Column, text: string) => number | RuleError;

const error = (message: string, args: Record<string, string | number> = {}): { error: RuleError } => ({ error: { message, args } });

const LIST_SEPARATOR = /\s*[,，;；\n]\s*/;
const RANGE_SEPARATOR = /\s*(?:~|～|–|—|\s-\s|,|，|\bto\b)\s*/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const GROUPED_NUMBER = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const ID_TEXT = /^\d{1,10}$/;
const TRUE_TEXTS = new Set(['true', 'yes', 'y', '1', 'on', '是']);
const FALSE_TEXTS = new Set(['false', 'no', 'n', '0', 'off', '否']);

const isEmpty = (raw: unknown): boolean => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

const pad = (part: string): string => part.padStart(2, '0');

/** 'YYYY-M-D' or 'YYYY/M/D' (with a time after it or not) as 'YYYY-MM-DD', the time kept. */
function dateText(raw: string): string {
  const parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(.*)$/.exec(raw.trim());
  return parts ? `${parts[1]}-${pad(parts[2])}-${pad(parts[3])}${parts[4]}` : raw.trim();
}

function timeText(raw: string): string {
  const parts = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(raw.trim());
  return parts ? `${pad(parts[1])}:${parts[2]}` : raw.trim();
}

function numberOf(raw: unknown): { value: number } | { error: RuleError } {
  if (typeof raw === 'number') return { value: raw };
  const text = String(raw).trim();
  if (PLAIN_NUMBER.test(text)) return { value: Number(text) };
  if (GROUPED_NUMBER.test(text)) return { value: Number(text.replace(/,/g, '')) };
  return error('must be a number');
}

function booleanOf(raw: unknown): Cell {
  if (typeof raw === 'boolean') return { value: raw };
  const text = String(raw).trim().toLowerCase();
  if (TRUE_TEXTS.has(text)) return { value: true };
  if (FALSE_TEXTS.has(text)) return { value: false };
  return error('must be true or false (yes/no, 1/0)');
}

const nameTexts = (name: unknown): string[] => (typeof name === 'string' ? [name] : typeof name === 'object' && name !== null ? Object.values(name).filter((text): text is string => typeof text === 'string') : []);

/** A choice by its id, else by its name or the label its name stands for (any language), ignoring case. */
function choiceOf(field: FieldSchema, raw: unknown, labels: NameTexts): Cell {
  const choices = field.choices ?? [];
  const text = String(raw).trim();
  const byId = choices.find((choice) => String(choice.id) === text);
  if (byId) return { value: byId.id };
  const lower = text.toLowerCase();
  const textsOf = (name: unknown) => nameTexts(name).flatMap((one) => [one, ...labels(one)]);
  const byName = choices.find((choice) => textsOf(choice.name).some((name) => name.trim().toLowerCase() === lower));
  return byName ? { value: byName.id } : error(`must be one of: ${choices.map((choice) => String(choice.id)).join(', ')}`);
}

/** A record id, or the id its option text names. */
function referenceOf(column: Column, raw: unknown, resolve: ResolveText): Cell {
  if (typeof raw === 'number') return { value: raw };
  const text = String(raw).trim();
  if (ID_TEXT.test(text)) return { value: Number(text) };
  const found = resolve(column, text);
  return typeof found === 'number' ? { value: found } : { error: found };
}

/** A JSON array written in a cell ('["a","b"]'), else undefined. */
function jsonList(raw: unknown): unknown[] | undefined {
  if (typeof raw !== 'string' || !raw.trim().startsWith('[')) return undefined;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const itemsOf = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : jsonList(raw) ?? String(raw).split(LIST_SEPARATOR)).filter((item) => !isEmpty(item));

function listOf(column: Column, raw: unknown, resolve: ResolveText, labels: NameTexts): Cell {
  const { field } = column;
  const items = itemsOf(raw);
  const out: unknown[] = [];
  for (const item of items) {
    let cell: Cell;
    if (isReferenceList(field)) cell = referenceOf(column, item, resolve);
    else if (field.type === 'multiSelect') cell = choiceOf(field, item, labels);
    else cell = { value: typeof item === 'string' ? item.trim() : item };
    if ('error' in cell) return cell;
    if ('value' in cell) out.push(cell.value);
  }
  return { value: out };
}

function jsonOf(raw: unknown): Cell {
  if (typeof raw !== 'string') return { value: raw };
  try {
    return { value: JSON.parse(raw) as unknown };
  } catch {
    return error('must be JSON');
  }
}

function datetimeOf(field: FieldSchema, raw: unknown): Cell {
  const wire = field.format?.type === 'datetime' ? (field.format.wire ?? 'text') : 'text';
  if (wire !== 'epoch') return { value: typeof raw === 'string' ? dateText(raw) : raw };
  if (typeof raw === 'number') return { value: raw };
  const text = String(raw).trim();
  if (/^\d{1,16}$/.test(text)) return { value: Number(text) };
  const time = Date.parse(dateText(text).replace(' ', 'T'));
  return Number.isNaN(time) ? error('must be a date and time') : { value: time };
}

/** The value a cell gives its field, absent when empty, or why the text is no value of the type. */
export function importCell(column: Column, raw: unknown, resolve: ResolveText, labels: NameTexts = () => []): Cell {
  if (isEmpty(raw) || (Array.isArray(raw) && raw.length === 0 && column.kind !== 'json')) return { absent: true };
  const { field } = column;
  switch (field.type) {
    case 'multiSelect':
    case 'tags':
    case 'images':
    case 'references':
      return listOf(column, raw, resolve, labels);
    case 'dateRange': {
      const parts = Array.isArray(raw) ? raw : jsonList(raw) ?? String(raw).trim().split(RANGE_SEPARATOR);
      return { value: parts.map((part) => (typeof part === 'string' ? dateText(part) : part)) };
    }
    case 'json':
    case 'object':
    case 'array':
      return jsonOf(raw);
    case 'boolean':
    case 'switch':
      return booleanOf(raw);
    case 'number':
    case 'slider':
    case 'rating':
      return numberOf(raw);
    case 'reference':
      return referenceOf(column, raw, resolve);
    case 'select':
    case 'status':
      return choiceOf(field, raw, labels);
    case 'datetime':
      return datetimeOf(field, raw);
    case 'date':
      return { value: typeof raw === 'string' ? dateText(raw).slice(0, 10) : raw };
    case 'time':
      return { value: typeof raw === 'string' ? timeText(raw) : raw };
    default:
      return { value: typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw };
  }
}

/** The option texts an import's cells give for a reference column (what optionIds must resolve). */
export function optionTextsOf(column: Column, raw: unknown): string[] {
  const { field } = column;
  if (isEmpty(raw) || field.reference === undefined) return [];
  const items = field.type === 'reference' ? [raw] : isReferenceList(field) ? itemsOf(raw) : [];
  return items.filter((item): item is string => typeof item === 'string' && !ID_TEXT.test(item.trim())).map((item) => item.trim());
}
