/**
 * How wide a list column is, from its field's type: a column of prose gets room and clamps to two
 * lines, a column of one short value (stars, a swatch, a switch, a date) takes what that value needs
 * and never wraps. The widths are the column's minimum; the table shares what is left over by how
 * long the cells are, so a text column grows before a date column does.
 */
import type { FieldSchema, FieldType } from '../../kernel/types';
import { DEFAULT_RATING_MAX } from '../../kernel/rules/typeShapes';

export interface ColumnWidth {
  /** Pixels the column never goes under (cell padding included). */
  minWidth: number;
  /** Pixels the column's text stops growing at (it wraps there). */
  maxWidth?: number;
  /** One line, whatever the room (a date, stars, a switch). */
  noWrap: boolean;
  /** Long text shows its first two lines; the whole text is on hover and focus. */
  clamp: boolean;
}

/** Two 10 px paddings of a cell (ResourceDataTable's tableSx). */
const PADDING = 20;
/** The width of one small star of MUI's Rating. */
const STAR = 18;

const prose = (minWidth: number, maxWidth: number): ColumnWidth => ({ minWidth, maxWidth, noWrap: false, clamp: true });
const oneLine = (minWidth: number): ColumnWidth => ({ minWidth, noWrap: true, clamp: false });
const chips = (minWidth: number): ColumnWidth => ({ minWidth, maxWidth: 280, noWrap: false, clamp: false });

const BY_TYPE: Readonly<Record<Exclude<FieldType, 'rating'>, ColumnWidth>> = {
  text: prose(112, 420),
  textarea: prose(112, 420),
  markdown: prose(112, 420),
  richText: prose(112, 420),
  json: prose(112, 360),
  code: prose(112, 360),
  email: prose(120, 300),
  url: prose(120, 300),
  select: prose(96, 220),
  status: prose(96, 200),
  reference: prose(120, 240),
  tags: chips(112),
  multiSelect: chips(112),
  references: chips(96),
  object: chips(140),
  array: chips(140),
  images: chips(88),
  dateRange: { minWidth: 112, maxWidth: 200, noWrap: false, clamp: false },
  datetime: oneLine(160),
  date: oneLine(104),
  time: oneLine(64),
  number: oneLine(72),
  slider: oneLine(72),
  smsCode: oneLine(88),
  password: oneLine(88),
  boolean: oneLine(80),
  switch: oneLine(80),
  color: oneLine(104),
  image: oneLine(72),
  file: prose(96, 240),
};

export function columnWidthOf(field: Pick<FieldSchema, 'type' | 'max'>): ColumnWidth {
  if (field.type === 'rating') return oneLine((field.max ?? DEFAULT_RATING_MAX) * STAR + PADDING);
  return BY_TYPE[field.type];
}

/** The width of a column's header and cells as `sx`. */
export function columnSx(width: ColumnWidth) {
  return {
    minWidth: width.minWidth,
    ...(width.maxWidth === undefined ? {} : { maxWidth: width.maxWidth }),
    whiteSpace: width.noWrap ? 'nowrap' : 'normal',
  } as const;
}
