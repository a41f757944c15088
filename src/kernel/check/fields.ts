/** What each field declares must make sense: type, reference, choices, filter, rules, cell, conditions. */
import { CHOICE_TYPES, FILTER_FITS, KNOWN_FIELD_TYPES as FIELD_TYPES } from '../format/definition/names';
import type { Condition, FieldSchema, FilterKind } from '../types';
import { fieldPath, isObject, namesOf, sourcesOf, type CheckContext } from './context';

/** A data condition must name a field of the resource (a function condition is not checked). */
export function checkCondition(condition: Condition | undefined, at: string, sources: ReadonlySet<string>, context: CheckContext): void {
  if (!isObject(condition)) return;
  const field = condition.field;
  if (typeof field !== 'string' || !sources.has(field)) {
    context.problems.add(`${at}.field`, 'notAField', { name: String(field), resource: context.schema.name });
  }
}

function checkReference(field: FieldSchema, at: string, context: CheckContext): void {
  const { reference } = field;
  if (!reference) {
    if (field.type === 'reference') context.problems.add(`${at}.reference`, 'missingReference');
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
  const kind = typeof field.filter === 'string' ? field.filter : field.filter.kind;
  const fits: readonly string[] | undefined = Object.hasOwn(FILTER_FITS, kind) ? FILTER_FITS[kind as FilterKind] : undefined;
  // A select filter with its own choices fits any field (e.g. importance 1-3 on a number).
  const ownChoices = typeof field.filter === 'object' && kind === 'select' && (field.filter.choices?.length ?? 0) > 0;
  if (ownChoices) return;
  if (!fits || !fits.includes(field.type)) context.problems.add(`${at}.filter`, 'filterMismatch', { kind: String(kind), type: field.type });
}

function checkRules(field: FieldSchema, at: string, context: CheckContext): void {
  if (field.pattern) {
    try {
      new RegExp(field.pattern.value, field.pattern.flags);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      context.problems.add(`${at}.pattern`, 'badPattern', { pattern: String(field.pattern.value), error: reason });
    }
  }
  const pairs = [
    ['min', 'max'],
    ['minLength', 'maxLength'],
  ] as const;
  for (const [low, high] of pairs) {
    const lowValue = field[low];
    const highValue = field[high];
    if (typeof lowValue === 'number' && typeof highValue === 'number' && lowValue > highValue) {
      context.problems.add(`${at}.${low}`, 'inverted', { low, high, lowValue, highValue });
    }
  }
}

export function checkFields(context: CheckContext): void {
  const { schema, problems, env } = context;
  const sources = sourcesOf(schema);
  const seen = new Set<string>();
  schema.fields.forEach((field, index) => {
    const at = fieldPath(field.source, index);
    if (seen.has(field.source)) problems.add(at, 'duplicateField', { source: field.source });
    seen.add(field.source);
    // An unknown type is the one problem: what depends on the type would only echo it.
    if (!FIELD_TYPES.has(field.type)) problems.add(`${at}.type`, 'unknownFieldType', { type: String(field.type) });
    else {
      if (CHOICE_TYPES.includes(field.type) && !field.choices?.length) problems.add(`${at}.choices`, 'missingChoices', { type: field.type });
      checkFilter(field, at, context);
    }
    checkReference(field, at, context);
    checkRules(field, at, context);
    const cell = typeof field.cell === 'string' ? field.cell : field.cell?.name;
    if (cell !== undefined && env.knownCells && !env.knownCells.has(cell)) problems.add(`${at}.cell`, 'unknownCell', { name: String(cell), known: namesOf(env.knownCells) });
    if (field.input !== undefined && env.knownInputs && !env.knownInputs.has(field.input)) {
      problems.add(`${at}.input`, 'unknownInput', { name: String(field.input), known: namesOf(env.knownInputs) });
    }
    const filterChoices = typeof field.filter === 'object' ? field.filter.choices : undefined;
    for (const choice of [...(field.choices ?? []), ...(filterChoices ?? [])]) {
      checkCondition(choice.visibleWhen, `${at}.choices.${choice.id}.visibleWhen`, sources, context);
    }
    checkCondition(field.visibleWhen, `${at}.visibleWhen`, sources, context);
    checkCondition(field.disabledWhen, `${at}.disabledWhen`, sources, context);
    checkCondition(field.requiredWhen, `${at}.requiredWhen`, sources, context);
  });
}
