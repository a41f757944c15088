/** Column widths come from the field's type: prose gets room and clamps, a short value its own width. */
import { describe, expect, it } from 'vitest';
import { columnSx, columnWidthOf } from '../../../../src/crud/list/columnWidths';
import { cardFieldsOf } from '../../../../src/crud/list/cardFields';
import { FIELD_TYPES } from '../../../../src/kernel/format/definition/names';
import type { FieldSchema } from '../../../../src/kernel/types';

const field = (source: string, type: FieldSchema['type'], extra: Partial<FieldSchema> = {}): FieldSchema => ({ source, type, ...extra }) as FieldSchema;

describe('column widths', () => {
  it('gives a text column more room than any one-value column, and clamps it', () => {
    const text = columnWidthOf(field('title', 'text'));
    expect(text).toMatchObject({ clamp: true, noWrap: false });
    for (const type of ['rating', 'color', 'switch', 'boolean', 'date', 'time', 'number'] as const) {
      const short = columnWidthOf(field('x', type));
      expect(short.noWrap, type).toBe(true);
      expect(short.clamp, type).toBe(false);
      expect(short.minWidth, type).toBeLessThan(text.minWidth);
    }
  });

  it('sizes stars by how many there are', () => {
    expect(columnWidthOf(field('stars', 'rating', { max: 10 })).minWidth).toBeGreaterThan(columnWidthOf(field('stars', 'rating')).minWidth);
  });

  it('knows every field type', () => {
    for (const type of FIELD_TYPES) expect(columnWidthOf(field('x', type)).minWidth, type).toBeGreaterThan(0);
  });

  it('writes the width as sx: a floor, a ceiling for prose, one line for a short value', () => {
    expect(columnSx(columnWidthOf(field('title', 'text')))).toEqual({ minWidth: 112, maxWidth: 420, whiteSpace: 'normal' });
    expect(columnSx(columnWidthOf(field('on', 'switch')))).toEqual({ minWidth: 80, whiteSpace: 'nowrap' });
  });
});

describe('a phone card', () => {
  const columns = [field('status', 'status'), field('code', 'number'), field('title', 'text'), field('period', 'dateRange'), field('at', 'time'), field('more', 'text')];

  it('is titled by recordRepresentation, else the first text column, and shows three more', () => {
    expect(cardFieldsOf(columns, 'code').title?.source).toBe('code');
    const { title, details } = cardFieldsOf(columns);
    expect(title?.source).toBe('title');
    expect(details.map((detail) => detail.source)).toEqual(['status', 'code', 'period']);
  });

  it('falls back to the first column when no column is text', () => {
    expect(cardFieldsOf([field('code', 'number'), field('on', 'switch')]).title?.source).toBe('code');
  });
});
