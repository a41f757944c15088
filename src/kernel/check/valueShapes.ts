/**
 * The JSON shape of a value of each field type, as the wire contract states it (date
 * 'YYYY-MM-DD', color '#rrggbb', tags an array of strings...): what a `defaultValue` must be.
 * Each entry answers undefined when the value fits, else what was expected. Rules (min, maxLength,
 * pattern...) and sub-fields are the caller's (defaultValue.ts).
 */
import type { FieldSchema, FieldType } from '../types';
import { isColorText, isDateText, isJsonText, isTimeText } from '../rules/typeShapes';
import { isObject } from './context';

type Shape = (value: unknown, field: Pick<FieldSchema, 'max' | 'language'>) => string | undefined;

const isId = (value: unknown) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

const expect =
  (test: (value: unknown) => boolean, expected: string): Shape =>
  (value) =>
    test(value) ? undefined : expected;

const listOf = (test: (item: unknown) => boolean, expected: string): Shape => expect((value) => Array.isArray(value) && value.every(test), expected);

const string = expect((value) => typeof value === 'string', 'string');
const number = expect(isNumber, 'number');
const boolean = expect((value) => typeof value === 'boolean', 'boolean');
const ids = listOf(isId, 'array of ids (strings or numbers)');
const strings = listOf((item) => typeof item === 'string', 'array of strings');

const datetime = expect((value) => (typeof value === 'string' && !Number.isNaN(Date.parse(value))) || isNumber(value), 'date (ISO text or milliseconds)');

const dateRange = expect(
  (value) => Array.isArray(value) && value.length === 2 && isDateText(value[0]) && isDateText(value[1]) && value[0] <= value[1],
  'date range ["YYYY-MM-DD", "YYYY-MM-DD"], the end not before the start',
);

const rating: Shape = (value, field) => {
  const max = field.max ?? 5;
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max ? undefined : `whole number from 0 to ${max}`;
};

/** Every type, so a new one cannot be forgotten. */
export const VALUE_SHAPES: Readonly<Record<FieldType, Shape>> = {
  text: string,
  textarea: string,
  password: string,
  email: string,
  url: string,
  smsCode: string,
  markdown: string,
  richText: string,
  code: (value, field) => (typeof value !== 'string' ? 'string' : field.language === 'json' && !isJsonText(value) ? 'string holding JSON' : undefined),
  image: string,
  file: string,
  number,
  slider: number,
  rating,
  boolean,
  switch: boolean,
  select: () => undefined,
  status: () => undefined,
  reference: expect(isId, 'string or number'),
  datetime,
  date: expect(isDateText, "date 'YYYY-MM-DD'"),
  time: expect(isTimeText, "time 'HH:mm'"),
  dateRange,
  color: expect(isColorText, "color '#rrggbb'"),
  multiSelect: ids,
  references: ids,
  tags: strings,
  images: strings,
  json: () => undefined,
  object: expect(isObject, 'object of its sub-fields'),
  array: listOf(isObject, 'array of objects of its sub-fields'),
};

/** What the value should have been, or undefined when it fits the field's type. */
export const shapeError = (field: Pick<FieldSchema, 'type' | 'max' | 'language'>, value: unknown): string | undefined =>
  Object.hasOwn(VALUE_SHAPES, field.type) ? VALUE_SHAPES[field.type](value, field) : undefined;
