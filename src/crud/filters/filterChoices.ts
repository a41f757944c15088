/**
 * The options of a select filter by the field's type: its choices, Yes/No for a switch, each
 * count of stars for a rating. (A multiSelect over a `reference` filters as a reference.)
 * The value the filter sends is the option's id as text: 'true', '3', 's'; on a list value
 * (multiSelect) the server keeps the rows holding it.
 */
import type { TranslateFunction } from 'react-admin';
import { DEFAULT_RATING_MAX } from '../../kernel/rules/typeShapes';
import type { Choice, FieldSchema, FilterSchema } from '../../kernel/types';

export interface FilterChoice {
  id: unknown;
  name: string;
}

export function filterChoices(field: FieldSchema, filter: FilterSchema, translate: TranslateFunction): FilterChoice[] {
  const own: readonly Choice[] | undefined = filter.choices ?? field.choices;
  if (own && own.length > 0) return own.map((choice) => ({ id: choice.id, name: choice.name }));
  if (field.type === 'switch' || field.type === 'boolean') {
    return [
      { id: true, name: translate('crud.types.yes') },
      { id: false, name: translate('crud.types.no') },
    ];
  }
  if (field.type === 'rating') {
    const max = field.max ?? DEFAULT_RATING_MAX;
    return Array.from({ length: max + 1 }, (_, stars) => ({ id: stars, name: translate('crud.types.stars', { value: stars, max }) }));
  }
  return [];
}

/** A date range filter on a `date` field compares whole days ('YYYY-MM-DD'); on a date-time, from the first to the last second. */
export const dayBound = (field: Pick<FieldSchema, 'type'>, day: string, end: boolean): string | undefined => {
  if (day === '') return undefined;
  return field.type === 'date' ? day : `${day} ${end ? '23:59:59' : '00:00:00'}`;
};
