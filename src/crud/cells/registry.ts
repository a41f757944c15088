/**
 * Cell renderers by name: the built-ins below and any a developer registers. The schema checker
 * asks `hasCell` at start; at render an unknown name shows the raw value.
 */
import { BadgeCell } from './BadgeCell';
import { CopyCell } from './CopyCell';
import { DateTimeCell } from './DateTimeCell';
import { ImageCell } from './ImageCell';
import { LinkCell } from './LinkCell';
import { MoneyCell } from './MoneyCell';
import { PercentCell } from './PercentCell';
import { ReferenceCell } from './ReferenceCell';
import { RelativeTimeCell } from './RelativeTimeCell';
import { TagsCell } from './TagsCell';
import { TextCell } from './TextCell';
import type { BuiltInCellName } from '../../kernel/format/definition/names';
import { HEAVY_TYPE_CELLS } from './heavyTypeCells';
import { TYPE_CELLS } from './typeCells';
import type { CellComponent } from './types';

/** Typed by the format's list of built-in names: a name without a renderer does not compile. */
const builtins: Record<BuiltInCellName, CellComponent> = {
  text: TextCell,
  badge: BadgeCell,
  link: LinkCell,
  image: ImageCell,
  tags: TagsCell,
  money: MoneyCell,
  percent: PercentCell,
  datetime: DateTimeCell,
  relativeTime: RelativeTimeCell,
  copy: CopyCell,
  reference: ReferenceCell,
  ...TYPE_CELLS,
  ...HEAVY_TYPE_CELLS,
};

const cells = new Map<string, CellComponent>(Object.entries(builtins));

/** Adds a renderer a schema can name in `cell`; the same name replaces the earlier one (built-ins too). */
export function registerCell(name: string, component: CellComponent): void {
  cells.set(name, component);
}

export function cellOf(name: string): CellComponent | undefined {
  return cells.get(name);
}

/** Names known now (the schema checker reports unknown ones). */
export const knownCellNames = () => new Set(cells.keys());

export function hasCell(name: string): boolean {
  return cells.has(name);
}
