/** Fruit columns of the dynamic table: which are shown, and in which order. */
export const FRUITS = ['apple', 'banana', 'orange'] as const;
export type Fruit = (typeof FRUITS)[number];

/** Fixed header: header order; unordered: the order the boxes were ticked in. */
export type ColumnOrder = 'header' | 'click';

export const DEFAULT_FRUITS: readonly Fruit[] = ['apple', 'banana'];

export type FruitRow = { name: string } & Record<Fruit, string>;

export const FRUIT_ROWS: readonly FruitRow[] = [
  { name: 'fruit-1', apple: 'apple-10', banana: 'banana-10', orange: 'orange-10' },
  { name: 'fruit-2', apple: 'apple-20', banana: 'banana-20', orange: 'orange-20' },
];

/** The ticked fruits, in click order, after one box changes. */
export function toggleFruit(selected: readonly Fruit[], fruit: Fruit, checked: boolean): Fruit[] {
  if (!checked) return selected.filter((item) => item !== fruit);
  return selected.includes(fruit) ? [...selected] : [...selected, fruit];
}

/** The columns to show for the ticked fruits. */
export function visibleColumns(selected: readonly Fruit[], order: ColumnOrder): Fruit[] {
  return order === 'header' ? FRUITS.filter((fruit) => selected.includes(fruit)) : [...selected];
}
