/**
 * What each field declares must make sense: type, reference, choices, filter, rules, cell, input,
 * conditions, and the keys of its type (typeKeys.ts). Sub-fields of an `object` or an `array` get
 * every check, recursively, at keys such as `fields.steps.fields.delay.max`; their conditions and
 * comparisons name their siblings.
 */
import { CHOICE_TYPES, FILTER_FITS, FILTER_KINDS, FIELD_TYPES, KNOWN_FIELD_TYPES, NESTED_TYPES, NESTING_DEPTH_CAP } from '../format/definition/names';
import type { Condition, FieldSchema, FilterKind } from '../types';
import { fieldPath, isObject, namesOf, sourcesOf, type CheckContext } from './context';
import { checkTypeKeys } from './typeKeys';

/** The fields a condition may name: the resource's (top level), or a sub-field's siblings. */
export interface FieldScope {
  sources: ReadonlySet<string>;
  /** Sub-fields: a name outside the scope is 'notASibling'. */
  nested: boolean;
}

/** A data condition must name a field of its scope (a function condition is not checked). */
export function checkCondition(condition: Condition | undefined, at: string, scope: FieldScope, context: CheckContext): void {
  if (isObject(condition)) checkName(condition.field, `${at}.field`, scope, context);
}

function checkName(name: unknown, at: string, { sources, nested }: FieldScope, context: CheckContext): void {
  if (typeof name === 'string' && sources.has(name)) return;
  if (nested) context.problems.add(at, 'notASibling', { name: String(name), known: namesOf(sources) });
  else context.problems.add(at, 'notAField', { name: String(name), resource: context.schema.name });
}

function checkReference(field: FieldSchema, at: string, context: CheckContext): void {
  const { reference } = field;
  if (!reference) {
    if (field.type === 'reference' || field.type === 'references') context.problems.add(`${at}.reference`, 'missingReference', { type: field.type });
    return;
  }
  const target = context.byName.get(reference.resource);
  if (!target) {
    context.problems.add(`${at}.reference.resource`, 'unknownResource', { name: String(reference.resource), known: namesOf(context.byName.keys()) });
    return;
  }
  const targetSources = sourcesOf(target);
  if (!targetSources.has(reference.optionText)) {
    context.problems.add(`${at}.reference.optionText`, 'notAField', { name: String(reference.optionText), resource: target.name });
  }
  for (const [own, from] of Object.entries(reference.copy ?? {})) {
    if (!targetSources.has(from)) context.problems.add(`${at}.reference.copy.${own}`, 'notAField', { name: String(from), resource: target.name });
  }
}

function checkFilter(field: FieldSchema, at: string, context: CheckContext): void {
  if (field.filter === undefined) return;
  const kind: unknown = typeof field.filter === 'string' ? field.filter : field.filter.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(FILTER_FITS, kind)) {
    const key = typeof field.filter === 'string' ? `${at}.filter` : `${at}.filter.kind`;
    context.problems.add(key, 'unknownFilter', { name: String(kind), known: FILTER_KINDS.join(', ') });
    return;
  }
  const fits: readonly string[] = FILTER_FITS[kind as FilterKind];
  // A select filter with its own choices fits any field (e.g. importance 1-3 on a number).
  const ownChoices = typeof field.filter === 'object' && kind === 'select' && (field.filter.choices?.length ?? 0) > 0;
  if (ownChoices) return;
  if (!fits.includes(field.type)) context.problems.add(`${at}.filter`, 'filterMismatch', { kind, type: field.type });
}

const RANGES = [
  ['min', 'max'],
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
] as const;

function checkRules(field: FieldSchema, at: string, scope: FieldScope, context: CheckContext): void {
  if (field.pattern) {
    try {
      new RegExp(field.pattern.value, field.pattern.flags);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      context.problems.add(`${at}.pattern`, 'badPattern', { pattern: String(field.pattern.value), error: reason });
    }
  }
  for (const [low, high] of RANGES) {
    const lowValue = field[low];
    const highValue = field[high];
    if (typeof lowValue === 'number' && typeof highValue === 'number' && lowValue > highValue) {
      context.problems.add(`${at}.${low}`, 'inverted', { low, high, lowValue, highValue });
    }
  }
  // The top level's comparisons are checkServerRules' (it names the owner field too).
  if (scope.nested) {
    (field.compare ?? []).forEach((rule, position) => checkName(rule.field, `${at}.compare[${position}].field`, scope, context));
  }
}

function checkNames(field: FieldSchema, at: string, context: CheckContext): void {
  const { env, problems } = context;
  const cell = typeof field.cell === 'string' ? field.cell : field.cell?.name;
  if (cell !== undefined && env.knownCells && !env.knownCells.has(cell)) problems.add(`${at}.cell`, 'unknownCell', { name: String(cell), known: namesOf(env.knownCells) });
  if (field.input !== undefined && env.knownInputs && !env.knownInputs.has(field.input)) {
    problems.add(`${at}.input`, 'unknownInput', { name: String(field.input), known: namesOf(env.knownInputs) });
  }
}

function checkConditions(field: FieldSchema, at: string, scope: FieldScope, context: CheckContext): void {
  const filterChoices = typeof field.filter === 'object' ? field.filter.choices : undefined;
  for (const choice of [...(field.choices ?? []), ...(filterChoices ?? [])]) {
    checkCondition(choice.visibleWhen, `${at}.choices.${choice.id}.visibleWhen`, scope, context);
  }
  checkCondition(field.visibleWhen, `${at}.visibleWhen`, scope, context);
  checkCondition(field.disabledWhen, `${at}.disabledWhen`, scope, context);
  checkCondition(field.requiredWhen, `${at}.requiredWhen`, scope, context);
}

function checkField(field: FieldSchema, at: string, scope: FieldScope, depth: number, context: CheckContext): void {
  // An unknown type is the one problem of the type: what depends on it would only echo it.
  if (!KNOWN_FIELD_TYPES.has(field.type)) context.problems.add(`${at}.type`, 'unknownFieldType', { type: String(field.type), known: FIELD_TYPES.join(', ') });
  else {
    if (CHOICE_TYPES.includes(field.type) && !field.choices?.length) context.problems.add(`${at}.choices`, 'missingChoices', { type: field.type });
    checkFilter(field, at, context);
    checkTypeKeys(field, at, depth, context);
  }
  checkReference(field, at, context);
  checkRules(field, at, scope, context);
  checkNames(field, at, context);
  checkConditions(field, at, scope, context);
  // Deeper than the cap is typeKeys.ts' problem; its sub-fields are not checked.
  if (NESTED_TYPES.includes(field.type) && field.fields?.length && depth < NESTING_DEPTH_CAP) checkFieldList(field.fields, `${at}.`, depth + 1, context);
}

/** Sources unique among siblings, each field checked in the scope of its siblings; `depth` 0 is the resource's own fields. */
function checkFieldList(fields: readonly FieldSchema[], prefix: string, depth: number, context: CheckContext): void {
  const nested = depth > 0;
  const sources = nested ? new Set(fields.map((field) => field.source).filter((source): source is string => typeof source === 'string')) : sourcesOf(context.schema);
  const scope: FieldScope = { sources, nested };
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    const at = `${prefix}${fieldPath(field.source, index)}`;
    if (seen.has(field.source)) context.problems.add(at, 'duplicateField', { source: field.source });
    seen.add(field.source);
    checkField(field, at, scope, depth, context);
  });
}

export function checkFields(context: CheckContext): void {
  checkFieldList(context.schema.fields, '', 0, context);
}
